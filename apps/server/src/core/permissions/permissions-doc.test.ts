import { describe, expect, it } from 'vitest';
import { generatePermissionsDoc, readPermissionsDoc } from './permissions-doc.ts';

describe('docs/permissions.md', () => {
  it('matches the matrix generated from the policy functions', async () => {
    const committed = await readPermissionsDoc();
    const generated = await generatePermissionsDoc();
    // On failure run: npx tsx apps/server/src/core/permissions/write-matrix.ts
    expect(committed, 'docs/permissions.md is missing or stale: run write-matrix.ts').toBe(
      generated,
    );
  });
});
