import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

/**
 * The import-rule tests' probes: files written into a temp copy of the workspace's layout, each
 * importing the given paths (`<abs>` is the temp root, for absolute imports) and using them (an
 * unused import is dropped, never seen), then cruised with the repo's own config.
 */
export interface ProbeWorld {
  dir: string;
  options: ICruiseOptions;
  /** Every violation on `roots`, as `rule from to` (paths from `under`), sorted. */
  violations(roots: string[]): Promise<string[]>;
  remove(): void;
}

/** `under`: a folder the probe paths (and `<abs>`) are relative to, e.g. `apps/web/src`. */
export async function probeWorld(
  probes: Record<string, string[]>,
  under = '',
): Promise<ProbeWorld> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-import-rules-'));
  for (const [file, imports] of Object.entries(probes)) {
    const full = path.join(dir, under, file);
    const root = path.join(dir, under);
    const lines = imports.map(
      (from, i) => `import { x as x${i} } from '${from.replace('<abs>', root)}';`,
    );
    lines.push(`export const x = [${imports.map((_, i) => `x${i}`).join(', ')}];`);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, lines.join('\n'));
  }
  const options = await extractDepcruiseOptions(
    path.resolve(import.meta.dirname, '../../.dependency-cruiser.cjs'),
  );
  return {
    dir,
    options,
    async violations(roots) {
      const { output } = await cruise(roots, { ...options, baseDir: dir });
      const local = (p: string) =>
        under && p.startsWith(`${under}/`) ? p.slice(under.length + 1) : p;
      return (output as ICruiseResult).summary.violations
        .map((v) => `${v.rule.name} ${local(v.from)} ${local(v.to)}`)
        .sort();
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** One rule's violations, as `from to`. */
export const reportedBy = (violations: readonly string[], rule: string) =>
  violations.filter((v) => v.startsWith(`${rule} `)).map((v) => v.slice(rule.length + 1));
