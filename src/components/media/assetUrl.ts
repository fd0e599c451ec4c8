/**
 * A file shipped in public/, addressed from the site's root ("/media/clip.mp4"), resolved under
 * the base path the site is built for, so branch previews under a sub-path find it too. Outside
 * addresses pass through untouched.
 */
export function assetUrl(path: string, base: string = import.meta.env.BASE_URL): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${base.replace(/\/+$/, '')}${path}`;
}
