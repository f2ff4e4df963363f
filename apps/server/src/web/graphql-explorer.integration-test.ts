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
  fs.writeFileSync(path.join(dist, 'graphql-explorer.html'), '<html>explorer</html>');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /-/graphql-explorer', () => {
  it('serves the bundled explorer page to anyone, under a CSP without CDNs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/-/graphql-explorer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.body).toBe('<html>explorer</html>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unpkg');
  });

  it('leaves GraphQL itself without a built-in GraphiQL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/graphql',
      headers: { accept: 'text/html' },
    });
    expect(res.body).not.toContain('graphiql');
  });
});
