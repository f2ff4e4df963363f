import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@cairn/db';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hashPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.db.insert(users).values({
    username: 'victim',
    name: 'Victim',
    email: 'victim@example.com',
    passwordHash: await hashPassword(PASSWORD),
  });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

describe('POST /users/sign_in takes JSON, not cross-site forms (login CSRF)', () => {
  it('refuses a URL-encoded form without a CSRF token, even with the right password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { 'content-type': FORM },
      payload: form({ login: 'victim', password: PASSWORD }),
    });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { message: '403 Forbidden - CSRF token verification failed' },
    ]);
    expect(res.cookies).toEqual([]);
  });

  it('refuses text/plain bodies (what a cross-site form can send as "JSON")', async () => {
    for (const type of ['text/plain', 'text/plain; charset=utf-8']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/users/sign_in',
        headers: { 'content-type': type },
        payload: `{"login":"victim","password":"${PASSWORD}"}`,
      });
      expect([type, res.statusCode, res.json()]).toEqual([
        type,
        415,
        { message: 'Sign in with a JSON body (Content-Type: application/json).' },
      ]);
    }
  });

  it('accepts a form that carries its session’s CSRF token, and JSON', async () => {
    const session = await createSession(t.db.db, 1, {});
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { 'content-type': FORM },
      cookies: { _cairn_session: session.token },
      payload: form({
        login: 'victim',
        password: PASSWORD,
        authenticity_token: 'x' + session.csrfToken,
      }),
    });
    expect(wrongToken.statusCode).toBe(403);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { 'content-type': FORM },
      cookies: { _cairn_session: session.token },
      payload: form({ login: 'victim', password: PASSWORD, authenticity_token: session.csrfToken }),
    });
    expect(withToken.statusCode).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      payload: { login: 'victim', password: PASSWORD },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ user: { username: 'victim' } });
  });
});
