/**
 * A strict Content Security Policy for the built site: the inline scripts the pre-renderer
 * writes are allowed by their sha256 hashes (no 'unsafe-inline' for scripts). The policy goes
 * into every page as a meta tag (for hosts that cannot set headers) and, with the other
 * security headers and the caching rules, into _headers (Netlify and Cloudflare Pages format).
 */
import { createHash } from 'node:crypto';
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

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1] ?? ''));
}

const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : undefined);

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

function headersFile(basePath: string, policy: string): string {
  const prefix = basePath.replace(/\/$/, '');
  const rules: [string, Record<string, string>][] = [
    [`${prefix}/*`, { 'Content-Security-Policy': policy, ...SECURITY_HEADERS }],
    // Hashed file names never change content: cache them for a year. The article images are named
    // by what they are drawn from (scripts/images/names.ts). HTML keeps the hosts' default of
    // revalidating on every visit, so a deploy shows at once.
    [`${prefix}/assets/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }],
    [`${prefix}/generated/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }],
    [`${prefix}/pagefind/*`, { 'Cache-Control': 'public, max-age=3600' }],
    // The body fragments and page data that client-side navigation fetches: each page already
    // holds them, and a search engine listing a bare fragment would list a copy without its page.
    [`${prefix}/content/*`, { 'X-Robots-Tag': 'noindex' }],
  ];
  return (
    rules
      .map(([pattern, headers]) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n') + '\n'
  );
}

export interface SecurityPolicy {
  /**
   * The page with its own policy in a meta tag. A meta policy governs only the page it is in, so
   * it lists that page's inline scripts; their hashes are also kept for the site-wide header.
   */
  apply(html: string): string;
  /** Writes _headers (the policy of every page's scripts, and the other headers) and _redirects. */
  writeHostFiles(outDir: string): Promise<{ pages: number; hashes: number }>;
}

export function securityPolicy(basePath: string): SecurityPolicy {
  const allHashes = new Set<string>();
  let pages = 0;
  const present = (origin: string | undefined): origin is string => Boolean(origin);
  const origins = {
    connectOrigins: [originOf(siteConfig.email.origin)].filter(present),
    mediaOrigins: [originOf(siteConfig.videoUrl)].filter(present),
  };
  const inputsFor = (hashes: Iterable<string>): PolicyInputs => ({ inlineScriptHashes: [...new Set(hashes)].sort(), ...origins });
  return {
    apply(html) {
      const hashes = inlineScriptHashes(html);
      hashes.forEach((hash) => allHashes.add(hash));
      pages += 1;
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inputsFor(hashes), 'meta')}">`;
      return html.replace(/<head>/, `<head>${meta}`);
    },
    async writeHostFiles(outDir) {
      const prefix = basePath.replace(/\/$/, '');
      await writeFile(path.join(outDir, '_headers'), headersFile(basePath, contentSecurityPolicy(inputsFor(allHashes), 'header')));
      await writeFile(path.join(outDir, '_redirects'), `${prefix}/blog/page/1 ${prefix}/blog 301\n`);
      return { pages, hashes: allHashes.size };
    },
  };
}
