import * as drizzle from 'drizzle-orm';
import { entityKind, is as drizzleIs, Param, Placeholder, SQL, sql } from 'drizzle-orm';
import * as pgCore from 'drizzle-orm/pg-core';
import { alias, integer, pgTable, pgView, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript without declarations (the bundle loads it in drizzle's place)
import { is as patchedIs } from './drizzle-entity.mjs';

type Is = (value: unknown, type: unknown) => boolean;
const patched = patchedIs as Is;
const original = drizzleIs as Is;

type EntityClass = abstract new (...args: never[]) => unknown;
const hasKind = (v: unknown): boolean =>
  typeof v === 'function' && Object.prototype.hasOwnProperty.call(v, entityKind);

/** Every entity class drizzle-orm and its PostgreSQL core export. */
const classes = [
  ...new Set([...Object.values(drizzle), ...Object.values(pgCore)] as unknown[]),
].filter(hasKind) as EntityClass[];

const items = pgTable('items', { id: integer('id').primaryKey(), title: text('title') });
const view = pgView('open_items').as((qb) => qb.select().from(items));
/** A class of "another copy of drizzle": same entity kind as SQL, no shared prototype. */
class ForeignSql {
  static readonly [entityKind] = SQL[entityKind];
}

const values: unknown[] = [
  items,
  items.id,
  items.title,
  alias(items, 'i2'),
  alias(items, 'i2').id,
  sql`select ${items.id} from ${items} where ${items.id} = ${1}`,
  sql`x`.as('x'),
  new Param(1),
  sql.placeholder('p'),
  new Placeholder('q'),
  sql.identifier('name'),
  view,
  new ForeignSql(),
  {},
  [],
  [items.id],
  new Date(),
  'text',
  1,
  null,
  undefined,
  Object.create({ constructor: undefined }),
];

describe('the bundle’s drizzle `is`', () => {
  it('answers as drizzle’s own for every entity class and value, also the second time', () => {
    expect(classes.length).toBeGreaterThan(50);
    for (let round = 0; round < 2; round++) {
      for (const type of classes) {
        for (const value of values) {
          expect(patched(value, type), `${String(type.name)} of ${String(value)}`).toBe(
            original(value, type),
          );
        }
      }
    }
    expect(patched(new ForeignSql(), SQL)).toBe(true);
  });

  it('refuses a class that is not a drizzle entity, with drizzle’s message', () => {
    class Plain {}
    expect(() => patched(new Date(), Plain)).toThrow(
      'Class "Plain" doesn\'t look like a Drizzle entity.',
    );
    expect(() => original(new Date(), Plain)).toThrow(
      'Class "Plain" doesn\'t look like a Drizzle entity.',
    );
  });
});
