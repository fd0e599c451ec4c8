/**
 * `npm run lint` runs this over src/ and scripts/: no import cycles, counting type-only imports and
 * import() alike, so lower layers (form specs, content types) never reach back into higher ones
 * (routes, pages).
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module may not import itself through others, by any kind of import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|src/content/generated)/' },
    // Type-only imports count as dependencies: they are part of the design's layering too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
