// A server file's last suffix names its role, from the fixed set in docs/architecture.md's
// "File roles (suffixes)" table; a file with no suffix is a helper named for what it holds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');

/** The suffixes the table lists: every `.x.ts` in its first column. */
function documentedSuffixes(): Set<string> {
  const doc = fs.readFileSync(path.join(repo, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('## File roles (suffixes)');
  const table = doc.slice(start, doc.indexOf('\n## ', start + 1));
  const suffixes = new Set<string>();
  for (const line of table.split('\n')) {
    const first = line.split('|')[1] ?? '';
    for (const [, suffix] of first.matchAll(/`\.([a-z-]+(?:\.[a-z-]+)?)\.ts`/g)) {
      suffixes.add(suffix);
    }
  }
  return suffixes;
}

/**
 * A file's role suffixes: `notes.fields.ts` -> [fields], `pipeline.ts` -> []. A test keeps only
 * its last (`paging.property.integration-test.ts` and `x.pg.integration-test.ts` are integration
 * tests): what comes before it names the test.
 */
function roleSuffixes(file: string): string[] {
  const parts = path
    .basename(file)
    .replace(/\.tsx?$/, '')
    .split('.')
    .slice(1);
  const last = parts.at(-1);
  return last && /test$/.test(last) ? [last] : parts;
}

describe('server file roles', () => {
  it('reads the suffix set from the documented table', () => {
    const suffixes = documentedSuffixes();
    for (const s of ['graphql', 'mutations', 'rest', 'rest-slice', 'routes', 'service', 'test']) {
      expect(suffixes).toContain(s);
    }
  });

  it('counts a test by its last suffix and any other file by all of them', () => {
    expect(roleSuffixes('a/notes.fields.ts')).toEqual(['fields']);
    expect(roleSuffixes('a/pipeline.ts')).toEqual([]);
    expect(roleSuffixes('a/x.pg.integration-test.ts')).toEqual(['integration-test']);
    expect(roleSuffixes('a/notes.module.graphql.ts')).toEqual(['module', 'graphql']);
  });

  it('every file under apps/server/src has one documented suffix or none', () => {
    const suffixes = documentedSuffixes();
    const files = execFileSync('git', ['ls-files', 'apps/server/src'], {
      cwd: repo,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
    const off = files.filter((f) => {
      const roles = roleSuffixes(f);
      return roles.length > 1 || (roles.length === 1 && !suffixes.has(roles[0]!));
    });
    expect(off).toEqual([]);
  });
});
