/**
 * A strict Content Security Policy for the built site: the inline scripts the pre-renderer
 * writes, and only those expected, are allowed by their sha256 hashes (no 'unsafe-inline' for
 * scripts). The policy goes into every page as a meta tag (for hosts that cannot set headers)
 * and, with the other security headers and the caching rules, into _headers (Netlify and
 * Cloudflare Pages format).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, type PolicyInputs } from '../../src/config/security.ts';
import { siteConfig } from '../../src/site.config.ts';

/**
 * Inline scripts the browser runs, which script-src must allow: no src, and no type or a
 * JavaScript one. Data blocks (JSON-LD, each page's JSON data) are never run, so CSP does not
 * apply to them; hashing them would put one hash per page into the policy of every page.
 */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module"|text\/javascript")[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

export const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const inlineScripts = (html: string) => [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');

export const inlineScriptHashes = (html: string): string[] => inlineScripts(html).map(sha256);

/**
 * The inline scripts a page may hold, which the policy then allows by hash: the page template's
 * own (index.html), the build's hash and the router's hydration data (a JSON text, parsed). Any
 * other, from a library or from content, fails the build instead of being allowed.
 */
const TEMPLATE_SCRIPTS = inlineScripts(readFileSync('index.html', 'utf8'));
const PRE_RENDERER_SCRIPTS = [
  /^window\.__VITE_REACT_SSG_HASH__ = '\w+'$/,
  /^window\.__staticRouterHydrationData = JSON\.parse\("(?:[^"\\]|\\.)*"\);$/,
];
const EXPECTED_SCRIPT_COUNT = TEMPLATE_SCRIPTS.length + PRE_RENDERER_SCRIPTS.length;

function checkedInlineScripts(scripts: string[]): string[] {
  const unexpected = scripts.find(
    (script) => !TEMPLATE_SCRIPTS.includes(script) && !PRE_RENDERER_SCRIPTS.some((pattern) => pattern.test(script)),
  );
  if (unexpected !== undefined) throw new Error(`A page holds an inline script the policy does not expect: ${unexpected.slice(0, 120)}`);
  return scripts;
}

const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : undefined);

/**
 * The e-mail provider's origin, which connect-src allows. Plain http only to this machine (the
 * tests' fake provider): anywhere else, messages would cross the network for anyone to read.
 */
export function emailOrigin(url: string): string | undefined {
  const origin = originOf(url);
  if (origin?.startsWith('http:') && !/^(localhost|127(\.\d+){3}|\[::1\])$/.test(new URL(origin).hostname)) {
    throw new Error(`VITE_EMAILJS_ORIGIN ${url} must be an https:// address (plain http:// only to this machine, for tests)`);
  }
  return origin;
}

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const PUBLIC_FILE_POLICY = "script-src 'none'; sandbox";

/** The rules of _headers for a site whose base path, less its last slash, is `prefix`. */
function headersFile(prefix: string, policy: string): string {
  const rules: [string, Record<string, string>][] = [
    [`${prefix}/*`, { 'Content-Security-Policy': policy, ...SECURITY_HEADERS }],
    // Hashed file names never change content: cache them for a year. The article images are named
    // by what they are drawn from (scripts/images/names.ts). HTML keeps the hosts' default of
    // revalidating on every visit, so a deploy shows at once.
    [`${prefix}/assets/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }],
    [`${prefix}/generated/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }],
    [`${prefix}/pagefind/*`, { 'Cache-Control': 'public, max-age=3600' }],
    // The bodies and page data (JSON) that client-side navigation fetches: each page already
    // holds them, and a search engine listing a bare fragment would list a copy without its page.
    [`${prefix}/content/*`, { 'X-Robots-Tag': 'noindex' }],
    // Files of public/, served as they are: an SVG opened by itself runs no script, and is treated
    // as coming from an origin of its own.
    [`${prefix}/images/*`, { 'Content-Security-Policy': PUBLIC_FILE_POLICY }],
    [`${prefix}/media/*`, { 'Content-Security-Policy': PUBLIC_FILE_POLICY }],
  ];
  return (
    rules
      .map(([pattern, headers]) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n') + '\n'
  );
}

export function securityPolicy(basePath: string) {
  const allHashes = new Set<string>();
  let pages = 0;
  // Read as pages are made: the dev server loads this module too, and may use a plain http provider.
  const inputsFor = (hashes: Iterable<string>): PolicyInputs => ({
    inlineScriptHashes: [...new Set(hashes)].sort(),
    connectOrigins: [emailOrigin(siteConfig.email.origin)].filter((origin) => origin !== undefined),
    mediaOrigins: [originOf(siteConfig.videoUrl)].filter((origin) => origin !== undefined),
  });
  const prefix = basePath.replace(/\/$/, '');
  return {
    /**
     * The page with its own policy in a meta tag. A meta policy governs only the page it is in, so
     * it lists that page's inline scripts; their hashes are also kept for the site-wide header.
     */
    apply(html: string): string {
      const hashes = checkedInlineScripts(inlineScripts(html)).map(sha256);
      hashes.forEach((hash) => allHashes.add(hash));
      pages += 1;
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inputsFor(hashes), 'meta')}">`;
      return html.replace(/<head>/, `<head>${meta}`);
    },
    /** Writes _headers (the policy of every page's scripts, and the other headers) and _redirects. */
    async writeHostFiles(outDir: string): Promise<{ pages: number; hashes: number }> {
      // Each expected script is the same on every page: were one to differ, the policy would grow with the pages.
      if (allHashes.size > EXPECTED_SCRIPT_COUNT) {
        throw new Error(
          `The pages hold ${allHashes.size} inline scripts where ${EXPECTED_SCRIPT_COUNT} are expected: one differs from page to page`,
        );
      }
      await writeFile(path.join(outDir, '_headers'), headersFile(prefix, contentSecurityPolicy(inputsFor(allHashes), 'header')));
      await writeFile(path.join(outDir, '_redirects'), `${prefix}/blog/page/1 ${prefix}/blog 301\n`);
      return { pages, hashes: allHashes.size };
    },
  };
}
