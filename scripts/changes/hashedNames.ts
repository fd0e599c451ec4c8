/**
 * Names a visitor never sees: files named by a hash of their content (Vite's `About-3r3t3h0W.js`,
 * the article images' `slug-49c1f450a7.svg`) and CSS Modules' classes (`_list_pdz8x_1`), whose
 * hash follows the stylesheet's text. Written without their hashes, two builds that differ only
 * there read the same; what the files hold is compared on its own (pageInputs.ts).
 */

/** A content hash at the end of a file name: Vite's eight URL-safe characters, or ten hex digits. */
const HASHED_FILE = /^(.+)-(?:[0-9a-f]{10}|[\w-]{8})(\.\w+)$/;

/** `About-3r3t3h0W.js` → `About.js`; undefined for a name without a hash. */
export function unhashedFileName(fileName: string): string | undefined {
  const match = HASHED_FILE.exec(fileName);
  return match ? `${match[1]}${match[2]}` : undefined;
}

/** `_list_pdz8x_1` → `_list`: the class's own name, without the stylesheet's hash and line. */
const MODULE_CLASS = /(?<![\w-])_([A-Za-z][\w-]*?)_[0-9a-z]{1,5}_\d+(?![\w-])/g;

/** A file name: what `withoutHashes` looks up among the hashed names it knows. */
const FILE_NAME = /(?<![\w.-])[\w.-]+\.\w+/g;

export type Unhash = (text: string) => string;

/**
 * Writes a text without the hashes of the given files' names (their base names, as found in either
 * site) and of CSS Modules' classes. Only real files' names are rewritten, so a word that merely
 * looks like a hashed name is left alone.
 */
export function hashRemover(fileNames: Iterable<string>): Unhash {
  const unhashed = new Map<string, string>();
  for (const name of fileNames) {
    const plain = unhashedFileName(name);
    if (plain) unhashed.set(name, plain);
  }
  return (text) => text.replace(FILE_NAME, (name) => unhashed.get(name) ?? name).replace(MODULE_CLASS, '_$1');
}
