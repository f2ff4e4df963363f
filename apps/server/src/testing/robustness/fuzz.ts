import fc from 'fast-check';
import { BIG_ID, LONG, NUL } from './hostile.ts';
import type { RestProbe } from './probe.ts';
import { fill, type RouteSpec } from './rest-routes.ts';

/** Any JSON value a client might send in a field, biased towards the troublesome ones. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    LONG,
    NUL,
    '2026-13-45',
    '0000-01-01',
    '2026-02-30',
    'yesterday',
    '#zzzzzz',
    '-1',
    '0',
    String(BIG_ID),
    BIG_ID,
    -1,
    0,
    'true',
    '../x',
    'gid://gitlab/Epic/1',
  ),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Random bodies for a route: its own fields, an unknown one and `id`, with random values; half
 * of them start from the valid body so the random values reach the deeper rules.
 */
export function bodyFor(route: RouteSpec): fc.Arbitrary<unknown> {
  const fields = Object.keys(route.body?.fields ?? {});
  const keys = fc.constantFrom(...fields, 'unknown_field', 'id');
  const partial = fc.dictionary(keys, fieldValue, { maxKeys: 5 });
  return fc.oneof(
    partial.map((b) => ({ ...route.body?.valid, ...b })),
    partial,
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Runs ~50 random bodies against a route: never a 5xx, a refusal writes nothing. */
export async function fuzzRoute(probe: RestProbe, route: RouteSpec, token: string) {
  await fc.assert(
    fc.asyncProperty(bodyFor(route), async (body) => {
      const problem = await probe.check({
        method: route.method,
        url: fill(route.template, route.values),
        token,
        body,
        expect: 'survive',
      });
      await probe.take();
      if (problem) throw new Error(problem);
    }),
    { numRuns: 50 },
  );
}
