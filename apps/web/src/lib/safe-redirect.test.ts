import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/groups/acme/-/roadmap?layout=WEEKS')).toBe(
      '/groups/acme/-/roadmap?layout=WEEKS',
    );
  });

  it('falls back for anything that could leave the site or loop', () => {
    for (const value of [
      undefined,
      42,
      '',
      'groups/acme',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/users/sign_in',
      '/users/sign_in?redirect=/x',
      '/a\nb',
    ]) {
      expect(safeRedirect(value)).toBe('/');
    }
    expect(safeRedirect(null, '/explore/groups')).toBe('/explore/groups');
  });
});
