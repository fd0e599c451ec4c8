/**
 * `npm run lint` runs this over the project's code (src/, scripts/, tests/ and the configs): no
 * import cycles, counting type-only imports and import() alike. A module that cannot reach back to
 * its importers keeps the layers apart: form specs and content types never import routes or pages.
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
