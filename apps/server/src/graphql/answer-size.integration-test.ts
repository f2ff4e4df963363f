import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '@cairn/db/testing';
import { apiClient, at, type ApiClient } from '../testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '../testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { MAX_ANSWER_DOCUMENT_CHARS } from './answer-size.ts';

// The documents one answer carries are bounded, and aliases of one page of notes read it once.
const counter = statementCounter();
let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;
let iid = 0;
const PROJECT = '/api/v4/projects/acme%2Fweb/issues';
const COMMENTS = 12;

beforeAll(async () => {
  t = await createTestApp({ logger: counter.logger });
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
  // ~99,000 characters that render to ~5 times as many (bench/attacks/rendered-descriptions.ts).
  const description = Array.from({ length: 5000 }, (_, i) => `## Part ${i}\n\n- [ ] step ${i}`)
    .join('\n\n')
    .slice(0, 99_000);
  const res = await api.rest('POST', PROJECT, {
    token: w.people.owner.token,
    body: { title: 'Long', description },
  });
  expect(res.statusCode).toBe(201);
  iid = res.json<{ iid: number }>().iid;
  for (let i = 0; i < COMMENTS; i++) {
    const note = await api.rest('POST', `${PROJECT}/${iid}/notes`, {
      token: w.people.owner.token,
      body: { body: `Comment ${i}` },
    });
    expect(note.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const onIssue = (fields: string) =>
  `{ project(fullPath: "acme/web") { issue(iid: "${iid}") { ${fields} } } }`;
const aliases = (n: number, field: string) =>
  Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

describe('answer size', () => {
  it('answers aliases of descriptionHtml up to the limit and refuses the answer past it whole', async () => {
    const one = await api.gql(onIssue('descriptionHtml'));
    expect(one.errors).toBeUndefined();
    const size = at<string>(one.data, 'project.issue.descriptionHtml').length;
    const fits = Math.floor(MAX_ANSWER_DOCUMENT_CHARS / size);
    // Within graphql-armor's 30 aliases on both sides of the limit.
    expect(fits).toBeGreaterThan(1);
    expect(fits).toBeLessThan(30);

    const within = await api.gql(onIssue(aliases(fits, 'descriptionHtml')));
    expect(within.errors).toBeUndefined();
    expect(at<string>(within.data, `project.issue.a${fits - 1}`)).toHaveLength(size);

    const past = await api.gql(onIssue(aliases(fits + 1, 'descriptionHtml')));
    expect(past.data).toBeUndefined();
    expect(past.errors).toEqual([
      {
        message: `The answer would carry more than 8000000 characters of Markdown and rendered Markdown (descriptionHtml, bodyHtml, body); ${size * (fits + 1)} were reached. Ask for fewer items or aliases.`,
        extensions: { code: 'ANSWER_TOO_LARGE', maxChars: 8_000_000 },
      },
    ]);
  });

  it('counts bodyHtml and body of notes', async () => {
    const res = await api.gql(
      onIssue(`descriptionHtml ${aliases(30, 'notes(first: 15) { nodes { body bodyHtml } }')}`),
    );
    expect(res.errors).toBeUndefined();
    const notes = at<{ body: string; bodyHtml: string }[]>(res.data, 'project.issue.a29.nodes');
    expect(notes.map((n) => n.body)).toEqual(
      Array.from({ length: COMMENTS }, (_, i) => `Comment ${i}`),
    );
    expect(notes[0]!.bodyHtml).toBe('<p data-sourcepos="1:1-1:9">Comment 0</p>');
  });
});

describe('aliased notes', () => {
  const statementsOf = async (query: string) => {
    counter.reset();
    const res = await api.gql(query);
    expect(res.errors).toBeUndefined();
    if (process.env.SHOW_SQL) console.log(counter.statements.join('\n'));
    return { res, notes: counter.statements.filter((q) => /from "notes"/.test(q)) };
  };

  it('reads one page of notes in SQL once, however many aliases ask for it', async () => {
    const single = await statementsOf(onIssue('notes(first: 1) { nodes { body } }'));
    const many = await statementsOf(onIssue(aliases(30, 'notes(first: 1) { nodes { body } }')));
    expect(many.notes).toHaveLength(single.notes.length);
    // The page is cut in SQL (the old code read every note of the item for each alias).
    expect(many.notes.filter((q) => /order by .* limit \$\d+$/.test(q))).toHaveLength(1);
    expect(at(many.res.data, 'project.issue.a29')).toEqual({ nodes: [{ body: 'Comment 0' }] });
  });

  it('pages by cursor as before', async () => {
    const first = await api.gql(
      onIssue('notes(first: 2) { pageInfo { hasNextPage endCursor } nodes { body } }'),
    );
    const page = at<{ pageInfo: { hasNextPage: boolean; endCursor: string } }>(
      first.data,
      'project.issue.notes',
    );
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await api.gql(
      onIssue(`notes(first: 2, after: "${page.pageInfo.endCursor}") { nodes { body } }`),
    );
    expect(at(next.data, 'project.issue.notes.nodes')).toEqual([
      { body: 'Comment 2' },
      { body: 'Comment 3' },
    ]);
  });
});
