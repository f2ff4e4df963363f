import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { compiledExecutor } from './compiled-executor.ts';

// The compiled executor must answer exactly as graphql-js does: data, errors with their
// locations and paths, and graphql-js's messages for variables that do not fit.
const schema = createSchema({
  typeDefs: /* GraphQL */ `
    enum Health {
      onTrack
      atRisk
    }
    input Filter {
      health: Health
      weight: Int
    }
    type Item {
      id: ID!
      title: String!
      broken: String
    }
    type Query {
      items(filter: Filter): [Item!]!
      filterKeys(filter: Filter): [String!]!
    }
  `,
  resolvers: {
    Query: {
      items: (_: unknown, { filter }: { filter?: { health?: string; weight?: number } }) => [
        { id: '1', title: `one ${filter?.health ?? ''}${filter?.weight ?? ''}` },
        { id: '2', title: 'two' },
      ],
      filterKeys: (_: unknown, { filter }: { filter?: object }) => Object.keys(filter ?? {}),
    },
    Item: {
      broken: (item: { id: string }) => {
        if (item.id === '2') throw new Error('no title for two');
        return 'fine';
      },
    },
  },
});

const servers = {
  // Masked, as in production: Yoga rebuilds an unexpected error from its source positions.
  interpreted: createYoga({ schema, logging: false }),
  compiled: createYoga({ schema, logging: false, plugins: [compiledExecutor] }),
};

async function both(query: string, variables?: Record<string, unknown>) {
  const ask = async (yoga: (typeof servers)['compiled']) =>
    (
      await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
    ).json() as Promise<unknown>;
  return { compiled: await ask(servers.compiled), interpreted: await ask(servers.interpreted) };
}

describe('the compiled executor', () => {
  it('answers data as graphql-js does, also on the second run of a document', async () => {
    const query = `query ($f: Filter) {\n  items(filter: $f) { id title }\n}`;
    for (let run = 0; run < 2; run++) {
      const { compiled, interpreted } = await both(query, { f: { health: 'atRisk', weight: 3 } });
      expect(compiled).toEqual(interpreted);
      expect(compiled).toEqual({
        data: {
          items: [
            { id: '1', title: 'one atRisk3' },
            { id: '2', title: 'two' },
          ],
        },
      });
    }
  });

  it("keeps a resolver error's path and locations through Yoga's masking", async () => {
    const { compiled, interpreted } = await both(`{\n  items {\n    id\n    broken\n  }\n}`);
    expect(compiled).toEqual(interpreted);
    expect(compiled).toMatchObject({
      errors: [
        {
          message: 'Unexpected error.',
          path: ['items', 1, 'broken'],
          locations: [{ line: 4, column: 5 }],
        },
      ],
    });
  });

  it('leaves out an input field whose variable was not given, as graphql-js does', async () => {
    // The roadmap saves only the end of a bar that moved: a missing $start must not clear it.
    const query = `query ($h: Health, $w: Int) { filterKeys(filter: { health: $h, weight: $w }) }`;
    for (const variables of [{ w: 3 }, { h: null, w: 3 }, {}]) {
      const { compiled, interpreted } = await both(query, variables);
      expect(compiled).toEqual(interpreted);
    }
    expect((await both(query, { w: 3 })).compiled).toEqual({ data: { filterKeys: ['weight'] } });
    expect((await both(query, { h: null })).compiled).toEqual({ data: { filterKeys: ['health'] } });
  });

  it("refuses variables that do not fit with graphql-js's messages, naming the field", async () => {
    const query = `query ($f: Filter) { items(filter: $f) { id } }`;
    const { compiled, interpreted } = await both(query, {
      f: { health: 'sideways', weight: true },
    });
    expect(compiled).toEqual(interpreted);
    const messages = (compiled as { errors: { message: string }[] }).errors.map((e) => e.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('at "f.health"');
    expect(messages[1]).toContain('at "f.weight"');
  });
});
