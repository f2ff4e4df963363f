import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  cruise,
  type ICruiseOptions,
  type ICruiseResult,
  type IForbiddenRuleType,
} from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The cycle rules (no-folder-cycle in the config, no-circular in tools.cjs) and the tools layers,
// run with the repo's config on probe files in a temp copy of the workspace's layout. The known
// violations baseline (`npm run lint` passes --ignore-known) is not applied: every cycle the
// probes make must be reported, whether its imports are relative or resolve through a package
// name (`@cairn/...`, a workspace symlinked into node_modules) or a Node subpath import (`#...`).
let dir: string;
let violations: string[];
let options: ICruiseOptions;

/** Each probe exports `x` and uses what it imports (an unused import is dropped, never seen). */
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
function workspace(name: string) {
  const pkg = { name: `@cairn/${name}`, type: 'module', exports: { '.': './src/index.ts' } };
  const json = { ...pkg, imports: { [`#${name}/*`]: './src/*' } };
  fs.writeFileSync(path.join(dir, 'packages', name, 'package.json'), JSON.stringify(json));
  fs.mkdirSync(path.join(dir, 'node_modules/@cairn'), { recursive: true });
  fs.symlinkSync(`../../packages/${name}`, path.join(dir, 'node_modules/@cairn', name));
}

function write(file: string, imports: string[]) {
  const full = path.join(dir, file);
  const lines = imports.map((from, i) => `import { x as x${i} } from '${from}';`);
  lines.push(`export const x = [${imports.map((_, i) => `x${i}`).join(', ')}];`);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, lines.join('\n'));
}

/** What the rules report on the probes, as `rule from to`, sorted. */
async function violationsOf(options: ICruiseOptions): Promise<string[]> {
  const { output } = await cruise(['apps', 'packages', 'bench'], { ...options, baseDir: dir });
  return (output as ICruiseResult).summary.violations
    .map((v) => `${v.rule.name} ${v.from} ${v.to}`)
    .sort();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-cycle-rules-'));
  for (const [file, imports] of Object.entries(probes)) write(file, imports);
  workspace('left');
  workspace('right');
  options = await extractDepcruiseOptions(
    path.resolve(import.meta.dirname, '../../.dependency-cruiser.cjs'),
  );
  violations = await violationsOf(options);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** One rule's violations, as `from to`. */
const reported = (rule: string, list = violations) =>
  list.filter((v) => v.startsWith(`${rule} `)).map((v) => v.slice(rule.length + 1));

describe('cycle and tools import rules (resolved paths, no baseline)', () => {
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

// `npm run lint` passes --ignore-known; the config then leaves out the baseline's folder pairs
// (known-folder-violations.cjs), since dependency-cruiser never ignores a known folder violation.
const { withKnownFolderViolations } = createRequire(import.meta.url)(
  './known-folder-violations.cjs',
) as {
  withKnownFolderViolations: (
    rule: IForbiddenRuleType,
    o: { argv: string[]; file: string },
  ) => IForbiddenRuleType[];
};

describe('under --ignore-known (npm run lint)', () => {
  it('a known folder cycle passes; a new one fails, also from a folder with a known one', async () => {
    const file = path.join(dir, 'known.json');
    const known = (from: string, to: string) => ({
      type: 'cycle',
      from,
      to,
      rule: { name: 'no-folder-cycle', severity: 'error' },
    });
    fs.writeFileSync(
      file,
      JSON.stringify([known('bench/lib', 'bench/queries'), known('bench/queries', 'bench/lib')]),
    );
    const forbidden = options.ruleSet?.forbidden ?? [];
    const folderRule = forbidden.find((r) => r.name === 'no-folder-cycle');
    if (!folderRule) throw new Error('the config has no no-folder-cycle rule');
    const lint = [
      ...forbidden.filter((r) => r !== folderRule),
      ...withKnownFolderViolations(folderRule, { argv: ['--ignore-known'], file }),
    ];
    const found = await violationsOf({
      ...options,
      ruleSet: { ...options.ruleSet, forbidden: lint },
    });
    expect(reported('no-folder-cycle', found)).toEqual([
      'bench/lib bench/peer',
      'bench/peer bench/lib',
      'packages/left/src packages/right/src',
      'packages/right/src packages/left/src',
    ]);
    expect(withKnownFolderViolations(folderRule, { argv: [], file })).toEqual([folderRule]);
  });
});
