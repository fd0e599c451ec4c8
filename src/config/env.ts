/**
 * Reads build-time settings in both worlds this config lives in: inside Vite (import.meta.env,
 * where only VITE_- and SITE_-prefixed variables exist) and inside the Node build scripts
 * (process.env), which import the same site config to validate links and write the feed.
 */
type Env = Record<string, string | boolean | undefined>;

function currentEnv(): Env {
  const viteEnv = (import.meta as ImportMeta & { env?: Env }).env;
  if (viteEnv) return viteEnv;
  return typeof process === 'undefined' ? {} : (process.env as Env);
}

export function readEnv(name: string, fallback = ''): string {
  const value = currentEnv()[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}
