// Every client document is checked against the client schema (schema.graphql plus
// pending-schema.graphql), so the types gql.tada derives from their declarations are the
// schema's: a variable declared with a type its argument does not take fails here.
import { print } from '@0no-co/graphql.web';
import { NoUnusedFragmentsRule, buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { clientSchema } from '../../../scripts/graphql-env.ts';

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../**/graphql/*.{query,fragment,mutation,subscription}.ts', './*.ts', '!./*.test.ts'],
  { eager: true },
);

function isDocument(value: unknown): value is { kind: 'Document'; definitions: unknown[] } {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document'
  );
}

const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Parameters<typeof print>[0]] => isDocument(entry[1]))
    .map(([name, document]) => ({ label: `${file} ${name}`, text: print(document) })),
);

// A fragment document stands alone until a query includes it.
const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

describe('client GraphQL documents', () => {
  const schema = buildSchema(clientSchema().sdl);

  it('finds the documents of every feature and of lib/', () => {
    expect(documents.length).toBeGreaterThan(20);
    expect(documents.map((d) => d.label)).toContain(
      './epic-filters.ts epicFilterArgumentsDocument',
    );
  });

  it('are valid against the client schema', () => {
    const problems = documents.flatMap(({ label, text }) =>
      validate(schema, parse(text), rules).map((error) => `${label}: ${error.message}`),
    );
    expect(problems).toEqual([]);
  });
});
