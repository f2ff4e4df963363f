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
    ...server,
    ...web,
    ...tools,
  ],
  options: {
    // Runtime imports only: `import type` is erased and cannot make a cycle at run time.
    tsPreCompilationDeps: false,
    exclude: { path: ['node_modules', '/dist/', ...testCode] },
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
