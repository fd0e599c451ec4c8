/// <reference types="vite/client" />

/** The year of the build, so the pre-rendered footer and its hydration agree. */
declare const __BUILD_YEAR__: number;
/** The site path of the default link-preview card, named by the build (scripts/images/names.ts). */
declare const __SITE_SOCIAL_IMAGE__: string;

interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_COMMENT_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
}
