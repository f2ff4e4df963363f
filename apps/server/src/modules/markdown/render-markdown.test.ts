import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';
import type { ReferenceContext, ReferenceResolver, ResolvedLabel, ResolvedRef } from './types.ts';

interface Known {
  issues?: Record<string, ResolvedRef>;
  epics?: Record<string, ResolvedRef>;
  labels?: Record<string, ResolvedLabel>;
  milestones?: Record<string, ResolvedRef>;
  users?: Record<string, ResolvedRef>;
}

/** Resolves only what `known` lists (everything else is "not visible") and records each call. */
function fakeResolver(known: Known = {}) {
  const calls: { kind: keyof Known; args: unknown[] }[] = [];
  const pick = <T>(table: Record<string, T> | undefined, keys: string[]) =>
    new Map(keys.flatMap((key) => (table?.[key] ? [[key, table[key]] as const] : [])));
  const resolver: ReferenceResolver = {
    async issues(refs) {
      calls.push({ kind: 'issues', args: refs });
      return pick(
        known.issues,
        refs.map((r) => `${r.projectPath ?? ''}#${r.iid}`),
      );
    },
    async epics(refs) {
      calls.push({ kind: 'epics', args: refs });
      return pick(
        known.epics,
        refs.map((r) => `${r.groupPath ?? ''}&${r.iid}`),
      );
    },
    async labels(names) {
      calls.push({ kind: 'labels', args: names });
      return pick(known.labels, names);
    },
    async milestones(titles) {
      calls.push({ kind: 'milestones', args: titles });
      return pick(known.milestones, titles);
    },
    async users(usernames) {
      calls.push({ kind: 'users', args: usernames });
      return pick(known.users, usernames);
    },
  };
  return { resolver, calls };
}

const KNOWN: Known = {
  issues: {
    '#123': { url: '/g/p/-/issues/123', title: 'Open issue', state: 'opened' },
    '#7': { url: '/g/p/-/issues/7', title: 'Closed issue', state: 'closed' },
    'other/proj#9': { url: '/other/proj/-/issues/9', title: 'Elsewhere' },
  },
  epics: {
    '&45': { url: '/groups/g/-/epics/45', title: 'Big epic' },
    'g/sub&3': { url: '/groups/g/sub/-/epics/3', title: 'Sub epic', state: 'closed' },
  },
  labels: {
    bug: { url: '/g/p/-/issues?label_name=bug', title: 'bug', color: '#dc143c', textColor: '#fff' },
    'two words': { url: '/l/two', title: 'two words', color: '#00ff00', textColor: '#000000' },
    'priority::high': { url: '/l/p', title: 'priority::high', color: 'red;x', textColor: '#fff' },
  },
  milestones: {
    'v1.0': { url: '/g/p/-/milestones/1', title: 'v1.0' },
    'Sprint 3': { url: '/g/p/-/milestones/3', title: 'Sprint 3' },
  },
  users: { alice: { url: '/alice', title: 'Alice Liddell' } },
};

function ctx(known: Known = KNOWN, baseUrl = 'https://cairn.example'): ReferenceContext {
  return { resolver: fakeResolver(known).resolver, baseUrl };
}

const render = (source: string, context: ReferenceContext = ctx()) =>
  renderMarkdown(source, context);

/**
 * Start tags actually emitted: escaped text such as `&#x3C;img ...>` is not a tag, and neither is
 * a `<` inside a quoted attribute value (legal HTML, which hast-util-to-html does not escape).
 */
function startTags(html: string): string[] {
  return html.match(/<[a-z][a-z\d]*(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/gi) ?? [];
}

function attributes(tag: string): [string, string][] {
  return [...tag.matchAll(/\s+([^\s"'>/=]+)(?:="([^"]*)")?/g)].map(
    (m) => [m[1]?.toLowerCase() ?? '', m[2] ?? ''] as [string, string],
  );
}

function expectNoActiveContent(html: string): void {
  const tags = startTags(html);
  expect(tags.filter((tag) => /^<(script|iframe|object|embed|style|form)\b/i.test(tag))).toEqual(
    [],
  );
  const attrs = tags.flatMap(attributes);
  expect(attrs.filter(([name]) => name.startsWith('on') || name === 'style')).toEqual([]);
  expect(
    attrs.filter(
      ([name, value]) => /^(href|src)$/.test(name) && !/^(https?:|mailto:|[/#])/.test(value),
    ),
  ).toEqual([]);
}

describe('renderMarkdown: GFM', () => {
  it('renders tables with alignment', async () => {
    const html = await render('| a | b |\n|:--|--:|\n| 1 | 2 |\n');
    expect(html).toContain('<table data-sourcepos="1:1-3:9">');
    expect(html).toContain('<th align="left" data-sourcepos="1:1-1:4">a</th>');
    expect(html).toContain('<td align="right" data-sourcepos="3:5-3:9">2</td>');
  });

  it('renders strikethrough with ~~ only (a single ~ is a label sigil)', async () => {
    expect(await render('~~gone~~')).toBe('<p data-sourcepos="1:1-1:8"><del>gone</del></p>');
    expect(await render('~nope~')).toBe('<p data-sourcepos="1:1-1:6">~nope~</p>');
  });

  it('autolinks URLs and www. literals, marking external ones', async () => {
    const html = await render('see https://example.org/x and www.example.com');
    expect(html).toContain(
      '<a href="https://example.org/x" rel="nofollow noreferrer noopener">https://example.org/x</a>',
    );
    expect(html).toContain(
      '<a href="http://www.example.com" rel="nofollow noreferrer noopener">www.example.com</a>',
    );
  });

  it('adds rel only to links that leave this instance', async () => {
    const html = await render(
      '[a](/g/p) [b](https://cairn.example/x) [c](//evil.example/) [d](https://evil.example/) [e](mailto:x@y.z)',
    );
    expect(html).toContain('<a href="/g/p">a</a>');
    expect(html).toContain('<a href="https://cairn.example/x">b</a>');
    expect(html).toContain('<a href="//evil.example/" rel="nofollow noreferrer noopener">c</a>');
    expect(html).toContain(
      '<a href="https://evil.example/" rel="nofollow noreferrer noopener">d</a>',
    );
    expect(html).toContain('<a href="mailto:x@y.z">e</a>');
  });

  it('treats every absolute link as external without a baseUrl', async () => {
    const { resolver } = fakeResolver();
    const html = await renderMarkdown('[a](https://cairn.example/x) [b](/x)', { resolver });
    expect(html).toContain('<a href="https://cairn.example/x" rel="nofollow noreferrer noopener">');
    expect(html).toContain('<a href="/x">b</a>');
  });

  it('renders task lists with data-sourcepos on items and disabled checkboxes', async () => {
    const html = await render('- [ ] todo\n- [x] done\n  1. [X] nested\n');
    expect(html).toContain('<ul class="contains-task-list" data-sourcepos="1:1-3:15">');
    expect(html).toContain(
      '<li class="task-list-item" data-sourcepos="1:1-1:10"><input type="checkbox" disabled> todo</li>',
    );
    expect(html).toContain(
      '<li class="task-list-item" data-sourcepos="2:1-3:15"><input type="checkbox" checked disabled> done',
    );
    expect(html).toContain(
      '<li class="task-list-item" data-sourcepos="3:3-3:15"><input type="checkbox" checked disabled> nested</li>',
    );
  });

  it('puts data-sourcepos on block elements, counting from the source', async () => {
    const html = await render('# Title\n\n> quote\n\n```js\ncode\n```\n\n---\n');
    expect(html).toContain('<h1 data-sourcepos="1:1-1:7">Title</h1>');
    expect(html).toContain('<blockquote data-sourcepos="3:1-3:7">');
    expect(html).toContain(
      '<pre data-sourcepos="5:1-7:3"><code class="language-js">code\n</code></pre>',
    );
    expect(html).toContain('<hr data-sourcepos="9:1-9:3">');
  });

  it('renders footnotes with matching, prefixed ids', async () => {
    const html = await render('Text[^n]\n\n[^n]: Note\n');
    expect(html).toContain(
      '<a href="#user-content-fn-n" id="user-content-fnref-n" data-footnote-ref',
    );
    expect(html).toContain('<li id="user-content-fn-n"');
    expect(html).toContain('href="#user-content-fnref-n"');
  });

  it('returns an empty string for empty input', async () => {
    expect(await render('')).toBe('');
  });
});

describe('renderMarkdown: sanitising', () => {
  it('shows a <script> block as text', async () => {
    const html = await render('<script>alert(1)</script>');
    expect(html).toBe('<p data-sourcepos="1:1-1:25">&#x3C;script>alert(1)&#x3C;/script></p>');
    expectNoActiveContent(html);
  });

  it('shows inline <script> as text', async () => {
    const html = await render('hi <script>alert(1)</script> there');
    expect(html).toContain('&#x3C;script>');
    expectNoActiveContent(html);
  });

  it('does not create an img with an event handler', async () => {
    const html = await render('<img src=x onerror=alert(1)>\n\ntext <img src=x onerror=alert(1)>');
    expect(startTags(html).some((tag) => tag.startsWith('<img'))).toBe(false);
    expectNoActiveContent(html);
  });

  it('drops javascript:, vbscript: and data: link targets in any case or encoding', async () => {
    const html = await render(
      [
        '[a](javascript:alert(1))',
        '[b](JaVaScRiPt:alert(1))',
        '[c](vbscript:msgbox(1))',
        '[d](data:text/html;base64,PHNjcmlwdD4=)',
        '[e](java&#x09;script:alert(1))',
        '[f](&#106;avascript:alert(1))',
        '<javascript:alert(1)>',
        '[g][ref]',
        '',
        '[ref]: javascript:alert(1)',
      ].join(' '),
    );
    expect(html).toContain('<a>a</a>');
    expect(html).toContain('<a>b</a>');
    expectNoActiveContent(html);
  });

  it('drops data: and javascript: image sources', async () => {
    const html = await render('![a](data:image/png;base64,AAAA) ![b](javascript:alert(1))');
    expect(html).toBe('<p data-sourcepos="1:1-1:58"><img alt="a"> <img alt="b"></p>');
  });

  it('keeps http(s) images', async () => {
    expect(await render('![cat](https://img.example/cat.png "Cat")')).toContain(
      '<img src="https://img.example/cat.png" alt="cat" title="Cat">',
    );
  });

  it('shows raw anchors, iframes and style attributes as text', async () => {
    const html = await render(
      '<a href="JaVaScRiPt:alert(1)">x</a>\n\n<iframe src="https://evil.example"></iframe>\n\n<p style="color:red">red</p>\n\n<div onclick="alert(1)">d</div>',
    );
    expect(html).toContain('&#x3C;iframe src="https://evil.example">&#x3C;/iframe>');
    expect(html).toContain('&#x3C;p style="color:red">red&#x3C;/p>');
    expectNoActiveContent(html);
  });

  it('drops HTML comments', async () => {
    expect(await render('<!-- template hint -->\n\nvisible <!-- x --> text')).toBe(
      '<p data-sourcepos="3:1-3:23">visible  text</p>',
    );
  });

  it('keeps unknown uppercase schemes working once normalised', async () => {
    expect(await render('<HTTPS://EXAMPLE.ORG>')).toContain('href="https://EXAMPLE.ORG"');
  });

  it('does not let a code info string inject attributes', async () => {
    const html = await render('```js" onmouseover="alert(1)\nx\n```');
    expectNoActiveContent(html);
  });
});

describe('renderMarkdown: references', () => {
  it('links an issue in the current project', async () => {
    expect(await render('See #123.')).toBe(
      '<p data-sourcepos="1:1-1:9">See <a href="/g/p/-/issues/123" title="Open issue" class="gfm gfm-issue" data-reference-type="issue">#123</a>.</p>',
    );
  });

  it('marks closed issues and links full-path issues', async () => {
    const html = await render('#7 and other/proj#9');
    expect(html).toContain('data-reference-type="issue">#7 (closed)</a>');
    expect(html).toContain(
      '<a href="/other/proj/-/issues/9" title="Elsewhere" class="gfm gfm-issue" data-reference-type="issue">other/proj#9</a>',
    );
  });

  it('links epics, short and full form', async () => {
    const html = await render('&45 and g/sub&3');
    expect(html).toContain(
      '<a href="/groups/g/-/epics/45" title="Big epic" class="gfm gfm-epic" data-reference-type="epic">&#x26;45</a>',
    );
    expect(html).toContain('data-reference-type="epic">g/sub&#x26;3 (closed)</a>');
  });

  it('links labels as pills carrying their colours as data attributes', async () => {
    const html = await render('~bug, ~"two words" and ~priority::high');
    expect(html).toContain(
      '<a href="/g/p/-/issues?label_name=bug" title="bug" class="gfm gfm-label" data-reference-type="label"><span class="gl-label" data-color="#dc143c" data-text-color="#fff">bug</span></a>,',
    );
    expect(html).toContain(
      '<span class="gl-label" data-color="#00ff00" data-text-color="#000000">two words</span>',
    );
    // An invalid colour is dropped rather than passed through.
    expect(html).toContain('<span class="gl-label" data-text-color="#fff">priority::high</span>');
  });

  it('links milestones, plain and quoted', async () => {
    const html = await render('%v1.0. and %"Sprint 3"');
    expect(html).toContain(
      '<a href="/g/p/-/milestones/1" title="v1.0" class="gfm gfm-milestone" data-reference-type="milestone">%v1.0</a>.',
    );
    expect(html).toContain('data-reference-type="milestone">%"Sprint 3"</a>');
  });

  it('links users', async () => {
    expect(await render('ping @alice.')).toBe(
      '<p data-sourcepos="1:1-1:12">ping <a href="/alice" title="Alice Liddell" class="gfm gfm-project_member" data-reference-type="user">@alice</a>.</p>',
    );
  });

  it('leaves references that do not resolve as plain text', async () => {
    const source = '#999 x/y#1 &99 ~nope ~"no label" %v9 %"no milestone" @nobody';
    const html = await render(source);
    expect(html).toBe(`<p data-sourcepos="1:1-1:60">${source.replace(/&/g, '&#x26;')}</p>`);
    expect(html).not.toContain('<a');
  });

  it('does not link inside inline code, code blocks or existing links', async () => {
    const html = await render(
      '`#123` [#123 @alice](/x) <https://x.example/#123>\n\n```\n#123 ~bug\n```\n\n    @alice\n',
    );
    expect(html).not.toContain('gfm');
    expect(html).toContain('<code>#123</code>');
    expect(html).toContain('<a href="/x">#123 @alice</a>');
  });

  it('does not link references glued to words or escaped', async () => {
    const html = await render('a#123 foo&45 me@alice x~bug \\#123 \\@alice &#35;123');
    expect(html).not.toContain('<a');
  });

  it('links references in headings, emphasis, tables and blockquotes', async () => {
    const html = await render('# #123\n\n*@alice*\n\n| ~bug |\n|-|\n\n> %v1.0\n> #7');
    expect(html.match(/class="gfm /g)).toHaveLength(5);
  });

  it('makes one resolver call per kind, with distinct references only', async () => {
    const { resolver, calls } = fakeResolver(KNOWN);
    await renderMarkdown(
      '#123 #123 #7 g/p#1 &45 g&45 ~bug ~bug. ~"two words" %v1.0 %v1.0 @alice @alice @bob\n\n- #123 @alice',
      { resolver },
    );
    expect(calls.map((call) => call.kind).sort()).toEqual([
      'epics',
      'issues',
      'labels',
      'milestones',
      'users',
    ]);
    const args = Object.fromEntries(calls.map((call) => [call.kind, call.args]));
    expect(args.issues).toEqual([
      { projectPath: null, iid: 123 },
      { projectPath: null, iid: 7 },
      { projectPath: 'g/p', iid: 1 },
    ]);
    expect(args.epics).toEqual([
      { groupPath: null, iid: 45 },
      { groupPath: 'g', iid: 45 },
    ]);
    // `~bug.` asks for "bug." and "bug" in the same call; the longest that resolves wins.
    expect(args.labels).toEqual(['bug', 'bug.', 'two words']);
    expect(args.milestones).toEqual(['v1.0']);
    expect(args.users).toEqual(['alice', 'bob']);
  });

  it('makes no resolver calls when there is nothing to resolve', async () => {
    const { resolver, calls } = fakeResolver(KNOWN);
    await renderMarkdown('plain text, `#1` in code', { resolver });
    expect(calls).toEqual([]);
  });

  it('only calls for the kinds that appear', async () => {
    const { resolver, calls } = fakeResolver(KNOWN);
    await renderMarkdown('#123 and @alice', { resolver });
    expect(calls.map((call) => call.kind).sort()).toEqual(['issues', 'users']);
  });

  it('escapes resolver-provided titles and ignores unsafe resolver URLs', async () => {
    const html = await render('#1 @eve', {
      resolver: fakeResolver({
        issues: { '#1': { url: 'javascript:alert(1)', title: '"><script>alert(1)</script>' } },
        users: { eve: { url: '/eve', title: 'Eve" onmouseover="alert(1)' } },
      }).resolver,
    });
    expect(html).toContain('<a title="&#x22;><script>alert(1)</script>" class="gfm gfm-issue"');
    expect(html).toContain('title="Eve&#x22; onmouseover=&#x22;alert(1)"');
    expectNoActiveContent(html);
  });
});
