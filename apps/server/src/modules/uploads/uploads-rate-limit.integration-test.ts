import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@cairn/db';
import { fixtures } from '#server/testing/fixtures.ts';
import { multipart } from '#server/testing/multipart.ts';
import { TEST_TODAY, createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * Per-user upload limits (without them one user could write about 600 MB in 6 s): at most
 * CAIRN_UPLOADS_LIMIT files per minute (2 here) and CAIRN_UPLOADS_MB_PER_HOUR megabytes per hour
 * (1 here); past either, 429 with Retry-After and nothing is stored.
 */

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
let now = new Date(T0);
const at = (seconds: number) => (now = new Date(T0 + seconds * 1000));
const KIB = 1024;
const LIMITED = {
  message: { error: 'This endpoint has been requested too many times. Try again later.' },
};

let t: TestApp;
let dir: string;
const tokens: Record<'first' | 'second', string> = { first: '', second: '' };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cairn-upload-limits-'));
  t = await createTestApp({
    env: { CAIRN_UPLOADS_DIR: dir, CAIRN_UPLOADS_LIMIT: '2', CAIRN_UPLOADS_MB_PER_HOUR: '1' },
    clock: { now: () => now, today: () => TEST_TODAY },
  });
  const f = fixtures(t.db.db);
  const group = await f.group({ path: 'acme', visibility: 'public' });
  await f.project({ group, path: 'web', visibility: 'public' });
  for (const name of ['first', 'second'] as const) {
    const user = await f.user({ username: name });
    await f.member(group, user, 'developer');
    tokens[name] = await f.token(user);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A file of `size` bytes of plain text. */
const upload = (token: string, size: number) => {
  const body = multipart('file', 'notes.txt', Buffer.alloc(size, 'a'), 'text/plain');
  return t.app.inject({
    method: 'POST',
    url: '/api/v4/projects/acme%2Fweb/uploads',
    headers: { ...body.headers, 'private-token': token },
    payload: body.payload,
  });
};
const answer = (res: Awaited<ReturnType<typeof upload>>) => [
  res.statusCode,
  res.headers['retry-after'],
  res.json(),
];
const storedCount = async () => (await t.db.db.select().from(uploads)).length;
const filesOnDisk = () =>
  readdirSync(dir, { recursive: true }).filter((p) => /notes\.txt$/.test(String(p))).length;

describe('upload limits', () => {
  it('allows the files per minute, then answers 429 until the oldest leaves the window', async () => {
    at(0);
    expect((await upload(tokens.first, 10)).statusCode).toBe(201);
    at(15);
    expect((await upload(tokens.first, 10)).statusCode).toBe(201);
    at(40);
    expect(answer(await upload(tokens.first, 10))).toEqual([429, '20', LIMITED]);
    expect([await storedCount(), filesOnDisk()]).toEqual([2, 2]);
    at(60);
    expect((await upload(tokens.first, 10)).statusCode).toBe(201);
  });

  it('allows the megabytes per hour, then answers 429 and stores nothing', async () => {
    at(7200);
    expect((await upload(tokens.second, 700 * KIB)).statusCode).toBe(201);
    at(7200 + 600);
    // 700 KiB + 400 KiB is over 1 MiB: wait until the first file is an hour old.
    expect(answer(await upload(tokens.second, 400 * KIB))).toEqual([429, '3000', LIMITED]);
    expect((await upload(tokens.second, 324 * KIB)).statusCode).toBe(201);
    const before = [await storedCount(), filesOnDisk()];
    // The hour's megabyte is used up: refused before the body is read (this one is not even
    // multipart, which would be a 400 once read).
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/v4/projects/acme%2Fweb/uploads',
      headers: { 'private-token': tokens.second },
      payload: { file: 'x' },
    });
    expect(answer(early)).toEqual([429, '3000', LIMITED]);
    expect([await storedCount(), filesOnDisk()]).toEqual(before);
    at(7200 + 3600);
    expect((await upload(tokens.second, 400 * KIB)).statusCode).toBe(201);
  });
});
