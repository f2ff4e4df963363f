import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaFile } from '../wiring/emit-schema.ts';
import { printedSchema } from '../wiring/schema.ts';

describe('committed GraphQL contract', () => {
  it('packages/schema/schema.graphql matches the server schema (run npm run schema)', () => {
    expect(fs.readFileSync(schemaFile, 'utf8')).toBe(printedSchema() + '\n');
  });
});
