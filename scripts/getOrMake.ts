/**
 * The value kept under `key`, made and kept on first use: the one way the build's in-memory caches
 * (fonts, glyph outlines, stylesheets, a page's ids) fill themselves. A made `null` or `undefined`
 * is kept too, so a glyph without an outline is not looked at again.
 */
export function getOrMake<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = make();
  cache.set(key, value);
  return value;
}
