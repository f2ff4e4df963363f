// The layers of the shared packages, the benchmarks and the server's CLI (docs/architecture.md,
// "Layers"), on resolved paths, so a package import (`@cairn/db`) that resolves into a
// workspace counts like the relative path it stands for. Proved by cycle-rules.test.ts.
//
// Bottom to top: packages/ (used by the apps and the bench, never using them); in bench/, lib/
// (the engine: scenarios, load, budgets, tables) below attacks/ (one file per attack and their
// registry) and the entry scripts at bench/'s top (run.ts composes lib/ and the registry).

/** Where no module imports one that imports it back (runtime imports: see the config's options). */
const noCycleIn = [
  '^apps/server/src/cli/',
  String.raw`^apps/server/src/cli\.ts$`,
  '^bench/',
  '^packages/',
];

module.exports = [
  {
    name: 'no-circular',
    comment:
      'No module of the CLI, the bench or a package imports one that imports it back, directly ' +
      'or through others: move what both need into a file of its own below them.',
    severity: 'error',
    scope: 'module',
    from: { path: `(${noCycleIn.join('|')})` },
    to: { circular: true },
  },
  {
    name: 'packages-below-apps',
    comment: 'A shared package never imports an app or the bench: they import it.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { path: '^(apps|bench)/' },
  },
  {
    // lib/attacks.ts runs whatever attacks run.ts hands it: it knows their contract (the types of
    // attacks/attack.ts, which holds nothing else) and never an attack or the registry.
    name: 'bench-lib-below-composers',
    comment:
      'bench/lib never imports an attack, the attack registry or an entry script at the top of ' +
      'bench/ (run.ts and the other scripts compose lib/, not the other way round).',
    severity: 'error',
    from: { path: '^bench/lib/' },
    to: {
      path: String.raw`^bench/(attacks/|[^/]+\.tsx?$)`,
      pathNot: String.raw`^bench/attacks/attack\.ts$`,
    },
  },
];
