// Import rules on resolved paths (dependency-cruiser), run by `npm run lint`. The rule sets live
// in scripts/import-rules/: the layers of each part of the workspace and the cycle rule every
// folder obeys (docs/architecture.md, "Layers").
const { testCode } = require('./scripts/import-rules/test-code.cjs');
const server = require('./scripts/import-rules/server.cjs');
const web = require('./scripts/import-rules/web.cjs');
const tools = require('./scripts/import-rules/tools.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'No folder imports one that imports it back, directly or through others.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-product',
      comment: 'Product code never imports test code (tests, test support, fixtures, setups).',
      severity: 'error',
      from: { pathNot: testCode },
      to: { path: testCode },
    },
    ...server,
    ...web,
    ...tools,
  ],
  options: {
    // Runtime imports only: `import type` is erased and cannot make a cycle at run time.
    tsPreCompilationDeps: false,
    exclude: { path: ['node_modules', '/dist/'] },
    // Test code is cruised as a leaf: an import of it is seen (no-test-code-in-product), its own
    // imports are not, so the layer and cycle rules leave tests free to import anything.
    doNotFollow: { path: ['node_modules', ...testCode] },
    enhancedResolveOptions: {
      // dependency-cruiser leaves package.json "exports" out by default: without it a workspace
      // import (`@cairn/db`) resolves nowhere and a cycle through it goes unseen
      // (scripts/import-rules/cycle-rules.test.ts).
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
