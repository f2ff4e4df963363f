import { describe, expect, it } from 'vitest';
import {
  renderMarkdown,
  renderMarkdownInline,
  renderTemplate,
  resolveTemplate,
} from './render-markdown.ts';
import { MAX_LINKED_REFERENCES } from './references.ts';
import type { ReferenceResolver, ResolvedLabel, ResolvedRef } from './types.ts';

const pick = <T>(table: Record<string, T>, keys: string[]) =>
  new Map(keys.flatMap((key) => (table[key] ? [[key, table[key]] as const] : [])));

function resolver(seen: {
  issues?: Record<string, ResolvedRef>;
  labels?: Record<string, ResolvedLabel>;
  users?: Record<string, ResolvedRef>;
}): ReferenceResolver {
  return {
    issues: async (refs) =>
      pick(
        seen.issues ?? {},
        refs.map((r) => `${r.projectPath ?? ''}#${r.iid}`),
      ),
    epics: async (refs) =>
      pick(
        { '&2': { url: '/groups/g/-/epics/2', title: 'Epic <two>', state: 'closed' } },
        refs.map((r) => `${r.groupPath ?? ''}&${r.iid}`),
      ),
    labels: async (names) => pick(seen.labels ?? {}, names),
    milestones: async (titles) =>
      pick({ 'v1.0': { url: '/g/p/-/milestones/1', title: 'v1.0' } }, titles),
    users: async (names) => pick(seen.users ?? {}, names),
  };
}

const ALL = resolver({
  issues: {
    '#1': { url: '/g/p/-/issues/1', title: 'One & "quoted"', state: 'opened' },
    '#7': { url: '/g/p/-/issues/7', title: 'Seven', state: 'closed' },
    'o/p#3': { url: '/o/p/-/issues/3', title: 'Elsewhere' },
  },
  labels: {
    bug: { url: '/g/p/-/issues?label_name[]=bug', title: 'bug', color: '#f00', textColor: '#fff' },
    'two words': { url: '/l', title: 'two words', color: 'red;x', textColor: '#000000' },
  },
  users: { alice: { url: '/alice', title: 'Alice <A>' } },
});
const NONE = resolver({});

const CORPUS = [
  'See #1, #7 and o/p#3; also &2 and %v1.0 by @alice.',
  'Labels: ~bug. ~bug ~"two words" ~missing and ~bug...',
  'Escaped: \\#1, &#35;7, `#1` in code, [#1](https://x.example) link, <b>#1</b>',
  '# Heading #1\n\n| a | b |\n|---|---|\n| #7 | ~bug |\n\n- [ ] task #1\n- [x] done @alice',
  'Footnote[^1] with #1.\n\n[^1]: Note about &2 and <script>alert(1)</script>',
  '> quoted #1\n> more ~bug\n\n```\n#1 in a fence\n```\n\n![img](/uploads/abc/x.png) [up](/uploads/a/b.txt)',
  'external https://evil.example/#1 and [mail](mailto:a@b.c) and [js](JaVaScRiPt:alert(1))',
  'a#1 x/y/z#1 me@alice #0 #99999999999 &1 %"v1.0" ~"" @alice.',
  Array.from({ length: 520 }, (_, i) => `#${i + 1}`).join(' '),
  '',
  'plain text without references, but with <em>raw html</em> and <!-- a comment -->',
];

describe('stored rendering (template + references per read)', () => {
  for (const [i, source] of CORPUS.entries()) {
    it(`equals a fresh one-pass render, corpus #${i}, for a viewer who sees all and one who sees nothing`, async () => {
      for (const viewer of [ALL, NONE]) {
        const options = { resolver: viewer, baseUrl: 'https://cairn.example', uploadsBase: '/g/p' };
        expect(await renderMarkdown(source, options)).toBe(
          await renderMarkdownInline(source, options),
        );
      }
    });
  }

  it('keeps no reference target in the stored template, only placeholders', async () => {
    const template = await renderTemplate('See #1 by @alice', {});
    expect(template.html).toBe(
      `<p data-sourcepos="1:1-1:16">See ${template.marker}0\uE001 by ${template.marker}1\uE001</p>`,
    );
    expect(template.references.map((r) => r.text)).toEqual(['#1', '@alice']);
  });

  it('resolves one template differently per viewer and per current target title', async () => {
    const template = await renderTemplate('#1', {});
    expect(await resolveTemplate(template, NONE, undefined)).toBe(
      '<p data-sourcepos="1:1-1:2">#1</p>',
    );
    const renamed = resolver({
      issues: { '#1': { url: '/g/p/-/issues/1', title: 'Renamed', state: 'closed' } },
    });
    expect(await resolveTemplate(template, renamed, undefined)).toBe(
      '<p data-sourcepos="1:1-1:2"><a href="/g/p/-/issues/1" title="Renamed" class="gfm gfm-issue" data-reference-type="issue">#1 (closed)</a></p>',
    );
  });

  it('stores each distinct reference once, however often it occurs', async () => {
    const source = '@alice #1 ~bug %v1.0 &2 '.repeat(300);
    const template = await renderTemplate(source, {});
    expect(template.references.map((r) => r.text)).toEqual(['@alice', '#1', '~bug', '%v1.0', '&2']);
    const html = await resolveTemplate(template, ALL, undefined);
    expect(html).toBe(await renderMarkdownInline(source, { resolver: ALL }));
    expect(html.split('<a href="/alice"').length - 1).toBe(300);
  });

  it('links the first MAX_LINKED_REFERENCES references of a document, the rest stay text', async () => {
    const source = `${'@alice '.repeat(MAX_LINKED_REFERENCES - 1)}\n\n#1 ~bug @alice`;
    const template = await renderTemplate(source, {});
    expect(template.references.map((r) => r.text)).toEqual(['@alice', '#1']);
    const html = await resolveTemplate(template, ALL, undefined);
    expect(html).toBe(await renderMarkdownInline(source, { resolver: ALL }));
    expect(html.split('<a href="/alice"').length - 1).toBe(MAX_LINKED_REFERENCES - 1);
    expect(html.slice(html.lastIndexOf('<p'))).toBe(
      '<p data-sourcepos="3:1-3:14"><a href="/g/p/-/issues/1" title="One &#x26; &#x22;quoted&#x22;" class="gfm gfm-issue" data-reference-type="issue">#1</a> ~bug @alice</p>',
    );
  });

  it('keeps the task list counts of the source with the rendering', async () => {
    const template = await renderTemplate(
      '- [x] a\n- [ ] b\n  - [X] c\n\n```\n- [ ] code\n```',
      {},
    );
    expect(template.tasks).toEqual({ count: 3, completedCount: 2 });
    expect((await renderTemplate('no tasks\n\n- plain', {})).tasks).toEqual({
      count: 0,
      completedCount: 0,
    });
  });

  it('does not treat a placeholder typed by the author as one', async () => {
    const template = await renderTemplate('\uE000000000000000:0\uE001 #1', {});
    const html = await resolveTemplate(template, ALL, undefined);
    expect(html).toContain('\uE000000000000000:0\uE001 <a href="/g/p/-/issues/1"');
  });
});
