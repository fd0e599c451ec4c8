/** The function of smartypants.js that scripts/content/markdown.ts uses; the package ships no types. */
declare module 'smartypants' {
  export function smartypantsu(html: string, transformations?: string): string;
}
