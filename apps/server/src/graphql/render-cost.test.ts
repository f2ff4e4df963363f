import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderCost } from './render-cost.ts';
import { schema } from '../wiring/schema.ts';

const cost = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  renderCost(schema, parse(query), operationName, variables);

describe('rendered Markdown cost', () => {
  it('multiplies descriptionHtml by the page size of every connection above it', () => {
    expect(
      cost('{ group(fullPath: "g") { epics(first: 100) { nodes { descriptionHtml } } } }'),
    ).toBe(100);
    expect(cost('{ group(fullPath: "g") { epics { nodes { descriptionHtml } } } }')).toBe(100);
    expect(
      cost('{ group(fullPath: "g") { epics(last: 7) { edges { node { descriptionHtml } } } } }'),
    ).toBe(7);
    expect(
      cost(
        'query($n: Int) { group(fullPath: "g") { epics(first: $n) { nodes { children(first: 4) { nodes { descriptionHtml } } } } } }',
        { n: 3 },
      ),
    ).toBe(12);
  });

  it('counts fields reached through fragments, once per alias', () => {
    const query = `
      fragment F on Epic { descriptionHtml again: descriptionHtml }
      query Q { a: group(fullPath: "g") { epics(first: 10) { nodes { ...F } } }
                b: group(fullPath: "g") { epics(first: 10) { nodes { ... on Epic { descriptionHtml } } } } }
      query Other { group(fullPath: "g") { epic(iid: "1") { descriptionHtml } } }`;
    expect(cost(query, {}, 'Q')).toBe(30);
    expect(cost(query, {}, 'Other')).toBe(1);
  });

  it("counts bodyHtml of notes, a thread's notes once per thread", () => {
    expect(
      cost(
        '{ project(fullPath: "p") { issue(iid: "1") { a: notes(first: 1) { nodes { bodyHtml } } b: notes { nodes { bodyHtml } } } } }',
      ),
    ).toBe(101);
    expect(
      cost(
        '{ project(fullPath: "p") { issue(iid: "1") { discussions { nodes { notes { nodes { bodyHtml } } } } } } }',
      ),
    ).toBe(100);
  });

  it('costs nothing without rendered fields', () => {
    expect(
      cost('{ group(fullPath: "g") { epics(first: 100) { nodes { title titleHtml } } } }'),
    ).toBe(0);
  });
});
