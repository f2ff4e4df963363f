import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateGraphqlEnv, outputFile } from '../../../scripts/graphql-env.ts';

describe('client schema types', () => {
  it('graphql-env.d.ts matches schema.graphql + pending-schema.graphql (run npx tsx apps/web/scripts/graphql-env.ts)', () => {
    expect(fs.readFileSync(outputFile, 'utf8')).toBe(generateGraphqlEnv());
  });
});
