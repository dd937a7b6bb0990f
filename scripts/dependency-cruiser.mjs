// Import cycles fail each package's lint (`depcruise <dirs> --config ../scripts/dependency-cruiser.mjs`).
// ESLint's import-x/no-cycle skips every `import type`, so a cycle that a type-only import closes passes it; here
// type-only imports count (tsPreCompilationDeps), since such a cycle is one edit away from a run-time one.
// A package is read alone: cycles across packages cannot exist (the lint boundaries point one way).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Modules import each other in a loop (type-only imports count): move the shared piece down.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Other packages (`../shared-ui/...` through the workspace links) and node_modules are leaves.
    doNotFollow: { path: ['node_modules', '^\\.\\./'] },
    exclude: { path: '(^|/)dist/' },
  },
};
