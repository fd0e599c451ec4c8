/**
 * Which build-time e-mail settings (see .env.example) a form still lacks. The browser reads it
 * before a send (the outbox's warning in the console names them), and `npm run build` prints it,
 * so a site built without them never ships forms that only fill visitors' outboxes unnoticed.
 */
import { EMAIL_VARIABLES, type EmailSettingKey } from '../../config/emailVariables.ts';
import { siteConfig } from '../../site.config.ts';
import { formSpecs, type FormId } from './formSpecs.ts';

type EmailSettings = Pick<typeof siteConfig.email, EmailSettingKey>;

/** The provider template a form sends with. */
export const templateOf = (form: FormId) => siteConfig.email[formSpecs[form].templateSetting];

/** The env variables a form still needs before it can send; empty when it is ready. */
export function missingEmailSettings(form: FormId, settings: EmailSettings = siteConfig.email): string[] {
  const needed: EmailSettingKey[] = ['publicKey', 'serviceId', formSpecs[form].templateSetting];
  return needed.filter((key) => !settings[key]).map((key) => EMAIL_VARIABLES[key]);
}

/** What the build says when any form could not send; undefined when every form can. */
export function emailSettingsWarning(settings: EmailSettings = siteConfig.email): string | undefined {
  const missing = [...new Set((Object.keys(formSpecs) as FormId[]).flatMap((form) => missingEmailSettings(form, settings)))];
  if (missing.length === 0) return undefined;
  return (
    `warning: the forms cannot send e-mail from this build: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set ` +
    `(see .env.example). Visitors' messages wait in their browsers' outboxes until a build with them is deployed.`
  );
}
