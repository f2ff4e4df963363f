import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, type NamespaceRow } from '#server/testing/fixtures.ts';
import { multipart } from '#server/testing/multipart.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let t: TestApp;
let dir: string;
let memberToken: string;
let outsiderToken: string;
let privateProject: NamespaceRow;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cairn-uploads-'));
  t = await createTestApp({ env: { CAIRN_UPLOADS_DIR: dir } });
  const f = fixtures(t.db.db);
  const group = await f.group({ path: 'acme', visibility: 'private' });
  privateProject = await f.project({ group, path: 'vault', visibility: 'private' });
  const member = await f.user({ username: 'member' });
  const outsider = await f.user({ username: 'outsider' });
  await f.member(group, member, 'guest');
  memberToken = await f.token(member);
  outsiderToken = await f.token(outsider);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (project: string, token: string | undefined, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v4/projects/${encodeURIComponent(project)}/uploads`,
    headers: { ...body.headers, ...(token ? { 'private-token': token } : {}) },
    payload: body.payload,
  });

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { 'private-token': token } : {} });

interface UploadJson {
  id: number;
  alt: string;
  url: string;
  full_path: string;
  markdown: string;
}

describe('POST /projects/:id/uploads and GET /<project>/uploads/...', () => {
  it('stores an image and serves it inline to members only', async () => {
    const res = await upload('acme/vault', memberToken, multipart('file', 'My shot.png', PNG));
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadJson>();
    const secret = /^\/uploads\/([0-9a-f]{32})\/My_shot\.png$/.exec(body.url)?.[1];
    expect(secret).toBeDefined();
    expect(body).toEqual({
      id: body.id,
      alt: 'My_shot',
      url: `/uploads/${secret}/My_shot.png`,
      full_path: `/acme/vault/uploads/${secret}/My_shot.png`,
      markdown: `![My_shot](/uploads/${secret}/My_shot.png)`,
    });
    expect(readFileSync(path.join(dir, String(privateProject.id), secret!, 'My_shot.png'))).toEqual(
      PNG,
    );

    const served = await get(body.full_path, memberToken);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('inline; filename="My_shot.png"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PNG);

    for (const token of [undefined, outsiderToken]) {
      const hidden = await get(body.full_path, token);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: '404 Not Found' });
    }
    const wrongSecret = await get(body.full_path.replace(secret!, 'f'.repeat(32)), memberToken);
    expect(wrongSecret.statusCode).toBe(404);
  });

  it('serves SVG as a download with a sandbox, whatever the client claimed', async () => {
    const res = await upload('acme/vault', memberToken, multipart('file', 'logo.png', SVG));
    const body = res.json<UploadJson>();
    expect(body.markdown).toBe(`[logo.png](${body.url})`);
    const served = await get(body.full_path, memberToken);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toBe('attachment; filename="logo.png"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('accepts up to the default 10 MB (past the JSON body limit) and refuses more with 413', async () => {
    const limit = 10 * 1024 * 1024;
    const big = await upload(
      'acme/vault',
      memberToken,
      multipart('file', 'big.bin', Buffer.alloc(limit, 1)),
    );
    expect(big.statusCode).toBe(201);
    expect(big.json<UploadJson>().markdown).toMatch(
      /^\[big\.bin\]\(\/uploads\/[0-9a-f]{32}\/big\.bin\)$/,
    );
    const over = Buffer.alloc(limit + 1, 1);
    const res = await upload('acme/vault', memberToken, multipart('file', 'over.bin', over));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: '413 Request Entity Too Large' });
  });

  it('refuses anonymous users, outsiders and a missing file', async () => {
    const anonymous = await upload('acme/vault', undefined, multipart('file', 'a.png', PNG));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: '401 Unauthorized' });
    const outsider = await upload('acme/vault', outsiderToken, multipart('file', 'a.png', PNG));
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ message: '404 Not Found' });
    const missing = await upload('acme/vault', memberToken, multipart('other', 'a.png', PNG));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'file is missing',
      message: { file: ['file is missing'] },
    });
  });
});
