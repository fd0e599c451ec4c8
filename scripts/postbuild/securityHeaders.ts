/**
 * A strict Content Security Policy for the built site: the inline scripts the pre-renderer
 * writes are allowed by their sha256 hashes (no 'unsafe-inline' for scripts). The policy goes
 * into every page as a meta tag (for hosts that cannot set headers) and, with the other
 * security headers and the caching rules, into _headers (Netlify and Cloudflare Pages format).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, type PolicyInputs } from '../../src/config/security.ts';
import { siteConfig } from '../../src/site.config.ts';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export async function listHtmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

export const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1] ?? ''));
}

const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : undefined);

export const SECURITY_HEADERS: Record<string, string> = {
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
    // Hashed file names never change content: cache them for a year. HTML keeps the hosts'
    // default of revalidating on every visit, so a deploy shows at once.
    [`${prefix}/assets/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }],
    [`${prefix}/pagefind/*`, { 'Cache-Control': 'public, max-age=3600' }],
    [`${prefix}/generated/*`, { 'Cache-Control': 'public, max-age=86400' }],
  ];
  return (
    rules
      .map(([pattern, headers]) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n') + '\n'
  );
}

export async function applySecurityPolicy(outDir: string, basePath: string): Promise<{ pages: number; hashes: number }> {
  const files = await listHtmlFiles(outDir);
  const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })));
  const inputs: PolicyInputs = {
    inlineScriptHashes: [...new Set(pages.flatMap(({ html }) => inlineScriptHashes(html)))].sort(),
    connectOrigins: [originOf(siteConfig.email.origin)].filter((origin): origin is string => Boolean(origin)),
    mediaOrigins: [originOf(siteConfig.videoUrl)].filter((origin): origin is string => Boolean(origin)),
  };
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inputs, 'meta')}">`;
  await Promise.all(pages.map(({ file, html }) => writeFile(file, html.replace(/<head>/, `<head>${meta}`))));
  await writeFile(path.join(outDir, '_headers'), headersFile(basePath, contentSecurityPolicy(inputs, 'header')));
  await writeFile(path.join(outDir, '_redirects'), `${basePath.replace(/\/$/, '')}/blog/page/1 ${basePath.replace(/\/$/, '')}/blog 301\n`);
  return { pages: pages.length, hashes: inputs.inlineScriptHashes.length };
}
