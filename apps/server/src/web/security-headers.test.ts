import { describe, expect, it } from 'vitest';
import { cspHeader, isEmbedPath } from './security-headers.ts';

describe('isEmbedPath', () => {
  it('matches the roadmap embed of any group and nothing else', () => {
    for (const p of ['/groups/acme/-/roadmap/embed', '/groups/a/b/c/-/roadmap/embed/']) {
      expect(isEmbedPath(p), p).toBe(true);
    }
    for (const p of [
      '/groups/acme/-/roadmap',
      '/groups/acme/-/roadmap/embed/x',
      '/groups/-/roadmap/embed',
      '/acme/-/roadmap/embed',
      '/groups/acme/-/epics/1/roadmap/embed',
    ]) {
      expect(isEmbedPath(p), p).toBe(false);
    }
  });
});

describe('cspHeader', () => {
  it('writes directives in kebab case, separated by semicolons', () => {
    expect(cspHeader({ defaultSrc: ["'self'"], frameAncestors: ['*'] })).toBe(
      "default-src 'self';frame-ancestors *",
    );
  });
});
