import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { renderPermissionsMarkdown } from './doc-render.ts';

/** docs/permissions.md at the repository root. */
export const PERMISSIONS_DOC_PATH = fileURLToPath(
  new URL('../../../../../docs/permissions.md', import.meta.url),
);

/** The generated page, formatted exactly as `prettier --write` would leave it. */
export async function generatePermissionsDoc(): Promise<string> {
  const options = (await resolveConfig(PERMISSIONS_DOC_PATH)) ?? {};
  return format(renderPermissionsMarkdown(), { ...options, filepath: PERMISSIONS_DOC_PATH });
}

/** The committed page, or null when it does not exist yet. */
export async function readPermissionsDoc(): Promise<string | null> {
  try {
    return await readFile(PERMISSIONS_DOC_PATH, 'utf8');
  } catch {
    return null;
  }
}
