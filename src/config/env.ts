/**
 * The build-time settings the site reads (see .env.example), each by its literal name: Vite then
 * replaces `import.meta.env.NAME` by that one value, so nothing else of the build's environment
 * reaches the bundle (a computed name made it inline every variable). The Node scripts, which
 * import the same site config to check links and write the feed, have no import.meta.env: they
 * read process.env.
 */
function bundledSettings() {
  try {
    return {
      SITE_URL: import.meta.env.SITE_URL,
      VITE_CONTACT_EMAIL: import.meta.env.VITE_CONTACT_EMAIL,
      VITE_ENQUIRIES_EMAIL: import.meta.env.VITE_ENQUIRIES_EMAIL,
      VITE_BOOKING_URL: import.meta.env.VITE_BOOKING_URL,
      VITE_LOGIN_URL: import.meta.env.VITE_LOGIN_URL,
      VITE_SIGNUP_URL: import.meta.env.VITE_SIGNUP_URL,
      VITE_VIDEO_URL: import.meta.env.VITE_VIDEO_URL,
      VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
      VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
      VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
      VITE_EMAILJS_COMMENT_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_COMMENT_TEMPLATE_ID,
      VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
    };
  } catch {
    return undefined;
  }
}

export type SettingName = keyof NonNullable<ReturnType<typeof bundledSettings>>;

const settings: Partial<Record<string, string>> = bundledSettings() ?? process.env;

export function readEnv(name: SettingName, fallback = ''): string {
  const value = settings[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}
