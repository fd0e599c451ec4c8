/// <reference types="vite/client" />

/** The year of the build, so the pre-rendered footer and its hydration agree. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_COMMENT_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
}
