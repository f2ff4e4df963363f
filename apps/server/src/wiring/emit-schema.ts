import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedSchema } from './schema.ts';

/** Writes the committed contract packages/schema/schema.graphql. */
export const schemaFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/schema/schema.graphql',
);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(schemaFile, printedSchema() + '\n');
  console.log(`wrote ${schemaFile}`);
}
