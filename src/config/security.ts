/**
 * What the site may load and embed, in one place: the Content Security Policy of every page and
 * the Markdown sanitizer both read it, so an allowed video host is allowed in both or neither.
 */
export const ALLOWED_VIDEO_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** What an embedded video may use, whatever its embed code asks for: playing, full screen, picture in picture. */
export const EMBED_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

export interface PolicyInputs {
  /** sha256 hashes ('sha256-…') of the inline scripts the pre-renderer writes into pages. */
  inlineScriptHashes: string[];
  /** Origins the browser may send requests to besides the site itself (the e-mail provider). */
  connectOrigins: string[];
  /** Origins media may come from besides the site itself (an external intro video). */
  mediaOrigins: string[];
}

/**
 * The policy as a list of directives. `frameAncestors` is left out of the meta-tag form, where
 * browsers ignore it; the header form carries it.
 */
export function contentSecurityPolicy({ inlineScriptHashes, connectOrigins, mediaOrigins }: PolicyInputs, form: 'header' | 'meta'): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Pagefind's search runs WebAssembly; no other script is evaluated from strings.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    // Style attributes (React style props, the alert library's injected styles) need inline styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['media-src', "'self'", ...mediaOrigins],
    ['frame-src', ...ALLOWED_VIDEO_HOSTS],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (form === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
