/** The part of subset-font's API (its README) that interSubset.ts uses; the package ships no types. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepAllGlyphs?: boolean;
    preserveNameIds?: number[];
    variationAxes?: Record<string, number | { min: number; max: number }>;
  }
  export default function subsetFont(font: Buffer, text: string | undefined, options?: SubsetFontOptions): Promise<Buffer>;
}
