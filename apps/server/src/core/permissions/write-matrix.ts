// Writes docs/permissions.md from the policy functions:
//   npx tsx apps/server/src/core/permissions/write-matrix.ts           (write)
//   npx tsx apps/server/src/core/permissions/write-matrix.ts --check   (exit 1 when stale)
import { writeFile } from 'node:fs/promises';
import {
  PERMISSIONS_DOC_PATH,
  generatePermissionsDoc,
  readPermissionsDoc,
} from './permissions-doc.ts';

const generated = await generatePermissionsDoc();

if (process.argv.includes('--check')) {
  if ((await readPermissionsDoc()) !== generated) {
    console.error(`${PERMISSIONS_DOC_PATH} is out of date; run this script without --check.`);
    process.exitCode = 1;
  }
} else {
  await writeFile(PERMISSIONS_DOC_PATH, generated);
  console.log(`Wrote ${PERMISSIONS_DOC_PATH}`);
}
