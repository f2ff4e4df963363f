import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html>app</html>');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('framing', () => {
  it('lets any site frame the roadmap embed, under the same policy otherwise', async () => {
    const page = await get('/groups/acme/-/roadmap');
    const embed = await get('/groups/acme/platform/-/roadmap/embed?layout=WEEKS&state=opened');
    expect(embed.statusCode).toBe(200);
    expect(embed.body).toBe('<html>app</html>');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const csp = String(embed.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toBe(
      String(page.headers['content-security-policy']).replace(
        "frame-ancestors 'none'",
        'frame-ancestors *',
      ),
    );
  });

  it('refuses framing of every other page and of the API', async () => {
    for (const url of [
      '/groups/acme/-/roadmap',
      '/groups/acme/-/epics/1/roadmap',
      '/groups/acme/-/roadmap/embed/x',
      '/embed',
      '/api/v4/version',
    ]) {
      const res = await get(url);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});
