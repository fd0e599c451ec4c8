/**
 * The build-time variables (see .env.example) that hold each EmailJS setting: read by the site
 * config, named by the forms' missing-settings message, and read again by the build, which checks
 * the values the browser bundle was built with.
 */
export const EMAIL_VARIABLES = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
  commentTemplateId: 'VITE_EMAILJS_COMMENT_TEMPLATE_ID',
} as const;

export type EmailSettingKey = keyof typeof EMAIL_VARIABLES;
