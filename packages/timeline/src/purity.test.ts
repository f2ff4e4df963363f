// Architecture rule 5: timeline math never reads the clock. This guards the sources (tests too,
// so they stay deterministic) against argument-less Date construction and Date.now().
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('package sources', () => {
  it('never read the current time', () => {
    const clockReads = [/new Date\(\s*\)/, /Date\.now\(/, /\bnew Date\b(?!\()/];
    const files = sourceFiles(import.meta.dirname).filter(
      (file) => !file.endsWith('purity.test.ts'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of clockReads) {
        expect({ file, found: pattern.test(text) }).toEqual({ file, found: false });
      }
    }
  });
});
