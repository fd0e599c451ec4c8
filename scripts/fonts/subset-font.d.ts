/** The part of subset-font's API (its README) that interSubset.ts uses; the package ships no types. */
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepAllGlyphs?: boolean;
    keepFeatures?: string[];
    preserveNameIds?: number[];
    variationAxes?: Record<string, number | AxisRange>;
  }
  export default function subsetFont(font: Buffer, text: string | undefined, options?: SubsetFontOptions): Promise<Buffer>;
}
