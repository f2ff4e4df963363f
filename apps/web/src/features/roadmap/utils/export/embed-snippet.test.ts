import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl } from './embed-snippet.ts';

describe('embed snippet', () => {
  it('joins the origin, the embed path and the view query', () => {
    expect(embedUrl('https://cairn.test', '/groups/acme/-/roadmap/embed', '?layout=WEEKS')).toBe(
      'https://cairn.test/groups/acme/-/roadmap/embed?layout=WEEKS',
    );
  });

  it('writes an iframe with escaped attributes', () => {
    expect(embedSnippet('https://c.test/e?a=1&b="2"', 'Acme & co roadmap')).toBe(
      '<iframe src="https://c.test/e?a=1&amp;b=&quot;2&quot;" title="Acme &amp; co roadmap" width="100%" height="600" style="border: 0" loading="lazy"></iframe>',
    );
  });
});
