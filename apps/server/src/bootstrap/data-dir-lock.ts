import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite admits one process per data directory. The server holds a lock file naming its pid,
 * port and a secret; the CLI uses it to go through the running server instead of opening the
 * directory a second time.
 */
export interface LockInfo {
  pid: number;
  port: number;
  secret: string;
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'cairn.lock');

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLiveLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as LockInfo;
    return info.pid !== process.pid && alive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export function writeLock(dataDir: string, info: LockInfo) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export function removeLock(dataDir: string) {
  try {
    const info = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as LockInfo;
    if (info.pid === process.pid) fs.unlinkSync(lockFile(dataDir));
  } catch {
    /* already gone */
  }
}
