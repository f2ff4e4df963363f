import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeWorld, reportedBy, type ProbeWorld } from './probe-world.ts';

// The cycle rules (no-folder-cycle in the config, no-circular in tools.cjs) and the tools layers,
// run with the repo's config on probe files in a temp copy of the workspace's layout: every cycle
// the probes make must be reported, whether its imports are relative or resolve through a package
// name (`@cairn/...`, a workspace symlinked into node_modules) or a Node subpath import (`#...`).
let world: ProbeWorld;
let violations: string[];

const probes: Record<string, string[]> = {
  // The CLI: a dispatcher and a command importing each other; a command on a file of its own.
  'apps/server/src/cli/commands.ts': ['./seed-command.ts'],
  'apps/server/src/cli/seed-command.ts': ['./commands.ts'],
  'apps/server/src/cli/backup.ts': ['./cli-error.ts'],
  'apps/server/src/cli/cli-error.ts': [],
  'apps/server/src/cli/endpoint.ts': [],
  // Packages: a cycle through package names, one through subpath imports, a relative one; an
  // import of an app.
  'packages/left/src/index.ts': ['@cairn/right'],
  'packages/left/src/own.ts': ['#left/util.ts'],
  'packages/left/src/util.ts': ['#left/own.ts'],
  'packages/right/src/index.ts': ['@cairn/left', './plan.ts'],
  'packages/right/src/plan.ts': ['./model.ts'],
  'packages/right/src/model.ts': ['./plan.ts'],
  'packages/right/src/app.ts': ['../../../apps/server/src/cli/endpoint.ts'],
  // The bench: lib/ and queries/ importing each other (no file cycle); lib/ reaching up.
  'bench/lib/load.ts': ['../queries/documents.ts'],
  'bench/queries/documents.ts': ['../lib/table.ts'],
  'bench/lib/table.ts': [],
  'bench/lib/peer-items.ts': ['../peer/main.ts'],
  'bench/peer/main.ts': ['../lib/table.ts'],
  'bench/lib/attacks.ts': ['../attacks/attack.ts'],
  'bench/lib/registry.ts': ['../attacks/registry.ts'],
  'bench/lib/entry.ts': ['../run.ts'],
  'bench/attacks/attack.ts': [],
  'bench/attacks/registry.ts': ['./attack.ts'],
  'bench/run.ts': [],
};

/** A workspace package as npm installs it: its package.json and a symlink in node_modules. */
function workspace(dir: string, name: string) {
  const pkg = { name: `@cairn/${name}`, type: 'module', exports: { '.': './src/index.ts' } };
  const json = { ...pkg, imports: { [`#${name}/*`]: './src/*' } };
  fs.writeFileSync(path.join(dir, 'packages', name, 'package.json'), JSON.stringify(json));
  fs.mkdirSync(path.join(dir, 'node_modules/@cairn'), { recursive: true });
  fs.symlinkSync(`../../packages/${name}`, path.join(dir, 'node_modules/@cairn', name));
}

beforeAll(async () => {
  world = await probeWorld(probes);
  workspace(world.dir, 'left');
  workspace(world.dir, 'right');
  violations = await world.violations(['apps', 'packages', 'bench']);
});
afterAll(() => world.remove());

const reported = (rule: string) => reportedBy(violations, rule);

describe('cycle and tools import rules (resolved paths)', () => {
  it('a file cycle fails in the CLI and in a package: relative, package name, subpath import', () => {
    expect(reported('no-circular')).toEqual([
      'apps/server/src/cli/commands.ts apps/server/src/cli/seed-command.ts',
      'packages/left/src/index.ts packages/right/src/index.ts',
      'packages/left/src/own.ts packages/left/src/util.ts',
      'packages/right/src/model.ts packages/right/src/plan.ts',
    ]);
  });

  it('two folders importing each other fail (each folder once), with or without a file cycle', () => {
    expect(reported('no-folder-cycle')).toEqual([
      'bench/lib bench/peer',
      'bench/lib bench/queries',
      'bench/peer bench/lib',
      'bench/queries bench/lib',
      'packages/left/src packages/right/src',
      'packages/right/src packages/left/src',
    ]);
  });

  it('a package never imports an app; bench/lib never imports an attack or an entry script', () => {
    expect(reported('packages-below-apps')).toEqual([
      'packages/right/src/app.ts apps/server/src/cli/endpoint.ts',
    ]);
    expect(reported('bench-lib-below-composers')).toEqual([
      'bench/lib/entry.ts bench/run.ts',
      'bench/lib/registry.ts bench/attacks/registry.ts',
    ]);
  });

  it('imports without a cycle or a layer crossed report nothing', () => {
    const clean = ['backup.ts', 'cli-error.ts', 'lib/attacks.ts', 'attacks/attack.ts'];
    expect(violations.filter((v) => clean.some((file) => v.includes(file)))).toEqual([]);
  });
});
