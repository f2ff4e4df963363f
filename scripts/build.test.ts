import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript (it runs before anything is built)
import { OUTPUTS, STAMP_FILE, sourceHash, staleReason } from './build.mjs';

let dir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
/** A tiny checkout: one source file, every output, a stamp of the current sources. */
function checkout() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-build-'));
  write('apps/server/src/main.ts', 'start()');
  write('apps/server/src/main.test.ts', 'test()');
  for (const file of OUTPUTS as string[]) write(file, 'built');
  write(STAMP_FILE, JSON.stringify({ sources: sourceHash(dir) }));
}
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm start rebuilds only when needed', () => {
  it('skips the build when the sources match the stamp', () => {
    checkout();
    expect(staleReason(dir)).toBeNull();
  });

  it('rebuilds after a source change, but not after a test change', () => {
    checkout();
    write('apps/server/src/main.test.ts', 'test(2)');
    expect(staleReason(dir)).toBeNull();
    write('apps/server/src/main.ts', 'start(2)');
    expect(staleReason(dir)).toBe('sources changed since the last build');
  });

  it('rebuilds when an output or the stamp is missing (a fresh clone)', () => {
    checkout();
    fs.rmSync(path.join(dir, 'apps/web/dist/graphql-explorer.html'));
    expect(staleReason(dir)).toBe('apps/web/dist/graphql-explorer.html is missing');
    checkout();
    fs.rmSync(path.join(dir, STAMP_FILE));
    expect(staleReason(dir)).toBe('no build stamp');
  });
});
