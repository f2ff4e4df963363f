import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';
import type { ReferenceResolver } from './types.ts';

const none: ReferenceResolver = {
  issues: async () => new Map(),
  epics: async () => new Map(),
  labels: async () => new Map(),
  milestones: async () => new Map(),
  users: async () => new Map(),
};

describe('attachment links', () => {
  const source = '![a](/uploads/abc/a.png) [b](/uploads/abc/b.pdf) [c](/other/c)';

  it('point into the project when the text belongs to one', async () => {
    expect(await renderMarkdown(source, { resolver: none, uploadsBase: '/acme/web' })).toBe(
      '<p data-sourcepos="1:1-1:62"><img src="/acme/web/uploads/abc/a.png" alt="a"> ' +
        '<a href="/acme/web/uploads/abc/b.pdf">b</a> <a href="/other/c">c</a></p>',
    );
  });

  it('stay as written otherwise', async () => {
    expect(await renderMarkdown(source, { resolver: none })).toContain('src="/uploads/abc/a.png"');
  });
});
