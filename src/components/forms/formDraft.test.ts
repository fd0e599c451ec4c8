// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepDraft, restoreDraft } from './formDraft.ts';

function commentForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="from_name" />
      <input name="from_email" type="email" />
      <textarea name="message"></textarea>
      <div aria-hidden="true"><input name="website" /></div>
    </form>`;
  return document.querySelector('form')!;
}

const values = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));
const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;

describe('form drafts across a fresh load', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('puts back what was typed on the same page, once, and never the honeypot', () => {
    window.history.replaceState(null, '', '/blog/a-post');
    const typed = commentForm();
    field(typed, 'from_name').value = 'Sam Lee';
    field(typed, 'message').value = 'Line one\nLine two';
    field(typed, 'website').value = 'bot';
    keepDraft(typed);

    const reloaded = commentForm();
    expect(restoreDraft(reloaded)).toBe(true);
    expect(values(reloaded)).toEqual({ from_name: 'Sam Lee', from_email: '', message: 'Line one\nLine two', website: '' });
    expect(restoreDraft(commentForm())).toBe(false);
  });

  it('leaves a draft of another page where it is, and does not overwrite what is typed already', () => {
    window.history.replaceState(null, '', '/blog/a-post');
    const typed = commentForm();
    field(typed, 'from_name').value = 'Sam Lee';
    keepDraft(typed);

    window.history.replaceState(null, '', '/blog/another-post');
    expect(restoreDraft(commentForm())).toBe(false);
    window.history.replaceState(null, '', '/blog/a-post');
    const reloaded = commentForm();
    field(reloaded, 'from_name').value = 'Typed since';
    expect(restoreDraft(reloaded)).toBe(false);
    expect(field(reloaded, 'from_name').value).toBe('Typed since');
  });

  it('keeps nothing for an empty form, and lets the load go on when storage refuses', () => {
    keepDraft(commentForm());
    expect(sessionStorage.length).toBe(0);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const typed = commentForm();
    field(typed, 'from_name').value = 'Sam Lee';
    expect(() => keepDraft(typed)).not.toThrow();
  });
});
