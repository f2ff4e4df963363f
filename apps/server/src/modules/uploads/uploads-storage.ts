import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '#server/env.ts';

/** The uploads directory: `CAIRN_UPLOADS_DIR`, else `<DATA_DIR>/uploads` (`./data/uploads`). */
export const uploadsDirOf = (env: Pick<Env, 'CAIRN_UPLOADS_DIR' | 'dataDir'>) =>
  path.resolve(env.CAIRN_UPLOADS_DIR ?? path.join(env.dataDir, 'uploads'));

/** Largest accepted attachment in bytes. */
export const maxAttachmentBytes = (env: Pick<Env, 'CAIRN_MAX_ATTACHMENT_SIZE_MB'>) =>
  Math.floor(env.CAIRN_MAX_ATTACHMENT_SIZE_MB * 1024 * 1024);

export interface StoredFileKey {
  namespaceId: number;
  secret: string;
  filename: string;
}

/**
 * `<dir>/<namespace id>/<secret>/<filename>`. Every part is generated or sanitised by Cairn
 * (digits, hex, `[A-Za-z0-9._-]`), so the path never leaves the directory; checked anyway.
 */
function fileOf(dir: string, key: StoredFileKey): string {
  const file = path.join(dir, String(key.namespaceId), key.secret, key.filename);
  if (!file.startsWith(dir + path.sep))
    throw new Error('upload path escapes the uploads directory');
  return file;
}

export async function writeStoredFile(dir: string, key: StoredFileKey, bytes: Uint8Array) {
  const file = fileOf(dir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: 'wx' });
}

/** The bytes, or null when the file is gone from disk. */
export async function readStoredFile(dir: string, key: StoredFileKey): Promise<Buffer | null> {
  try {
    return await readFile(fileOf(dir, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
