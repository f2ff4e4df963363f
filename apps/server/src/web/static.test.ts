import { describe, expect, it } from 'vitest';
import { isApiPath, withToday } from './static.ts';

describe('withToday', () => {
  const html = '<head><meta name="cairn-today" content="" /></head>';

  it('fills the cairn-today meta tag when CAIRN_TODAY is set', () => {
    expect(withToday(html, '2026-11-21')).toBe(
      '<head><meta name="cairn-today" content="2026-11-21" /></head>',
    );
  });

  it('leaves the page alone otherwise', () => {
    expect(withToday(html, undefined)).toBe(html);
  });
});

describe('isApiPath', () => {
  it('keeps API, /-/ and JSON paths out of the browser app fallback', () => {
    for (const p of ['/api', '/api/v4/nope', '/api/graphql/x', '/-/nope', '/groups/a/-/x.json']) {
      expect(isApiPath(p), p).toBe(true);
    }
    for (const p of ['/', '/groups/acme/-/roadmap', '/apidocs', '/acme/web/-/issues/1']) {
      expect(isApiPath(p), p).toBe(false);
    }
  });
});
