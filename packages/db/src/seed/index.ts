/**
 * Seeders: the demo workspace created on first start, and deterministic synthetic workspaces of
 * any size for benchmarks (`npm run cairn -- seed --scale small|large [--seed N]`).
 */
export {
  DEMO_PASSWORD,
  seedDemoWorkspace,
  type DemoSeedOptions,
  type DemoSeedResult,
} from './demo/index.ts';
export {
  SCALES,
  seedSynthetic,
  syntheticGroupPath,
  type ScaleName,
  type SyntheticCounts,
  type SyntheticSeedOptions,
  type SyntheticSeedResult,
} from './synthetic/index.ts';
