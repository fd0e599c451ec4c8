import { describe, expect, it } from 'vitest';
import { emailSettingsWarning, missingEmailSettings } from './emailSettings.ts';

const complete = { publicKey: 'key', serviceId: 'service', templateId: 'message-template', commentTemplateId: 'comment-template' };

describe('missingEmailSettings', () => {
  it.each([
    ['contact', {}, []],
    ['comment', {}, []],
    ['contact', { templateId: '' }, ['VITE_EMAILJS_TEMPLATE_ID']],
    ['quote', { templateId: '' }, ['VITE_EMAILJS_TEMPLATE_ID']],
    ['comment', { templateId: '' }, []],
    ['comment', { commentTemplateId: '' }, ['VITE_EMAILJS_COMMENT_TEMPLATE_ID']],
    ['quote', { publicKey: '', serviceId: '' }, ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID']],
  ] as const)('%s form with %o unset lacks %o', (form, unset, expected) => {
    expect(missingEmailSettings(form, { ...complete, ...unset })).toEqual(expected);
  });
});

describe('emailSettingsWarning', () => {
  it('says nothing when every form can send', () => {
    expect(emailSettingsWarning(complete)).toBeUndefined();
  });

  it('names each missing setting once, for all the forms', () => {
    expect(emailSettingsWarning({ ...complete, publicKey: '', commentTemplateId: '' })).toBe(
      'warning: the forms cannot send e-mail from this build: VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_COMMENT_TEMPLATE_ID are not set ' +
        "(see .env.example). Visitors' messages wait in their browsers' outboxes until a build with them is deployed.",
    );
  });

  it('names a single missing setting in the singular', () => {
    expect(emailSettingsWarning({ ...complete, serviceId: '' })).toMatch(/: VITE_EMAILJS_SERVICE_ID is not set /);
  });
});
