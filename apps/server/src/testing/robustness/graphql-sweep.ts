import type { FastifyInstance } from 'fastify';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Database } from '@cairn/db';
import { BIG_ID, HUGE, LONG, NUL } from './hostile.ts';
import { preview } from './probe.ts';
import { changesSinceLastCheck, ensureBaseline } from './snapshot.ts';

/**
 * A schema-driven sweep of GraphQL: every argument of every field that takes arguments (on the
 * types a client can reach) and every field of every mutation input gets hostile values, sent
 * as variables and as literals.
 */

export interface GqlCase {
  /** `Group.milestones`, `Mutation.labelCreate`. */
  field: string;
  /** The argument or input field varied (`first`, `input.title`). */
  target: string;
  query: string;
  variables: Record<string, unknown>;
  value: unknown;
  /** Must be refused (a GraphQL error, or business errors in a mutation payload). */
  strict: boolean;
  mutation: boolean;
}

interface Hostile {
  value: unknown;
  strict: boolean;
}

const strict = (...values: unknown[]): Hostile[] =>
  values.map((value) => ({ value, strict: true }));
const loose = (...values: unknown[]): Hostile[] =>
  values.map((value) => ({ value, strict: false }));

/** How an ID or String argument is read, from its name. */
function idKind(name: string): 'path' | 'iid' | 'gid' | 'text' {
  if (/path$/i.test(name)) return 'path';
  if (/^iids?$|iid$|Iid$|^iidStartsWith$/.test(name)) return 'iid';
  if (/^ids?$|Ids?$|^awardableId$/.test(name)) return 'gid';
  return 'text';
}

/** Hostile values for one argument or input field of this type. */
export function hostileFor(name: string, type: GraphQLInputType): Hostile[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const element = nullable.ofType;
    return [
      ...hostileFor(name, element).map((h) => ({ value: [h.value], strict: h.strict })),
      ...(isNonNullType(element) ? strict([null]) : []),
    ];
  }
  if (isEnumType(nullable)) {
    const first = nullable.getValues()[0]?.name ?? '';
    const flipped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
    return strict('sideways', 1, ...(flipped !== first ? [flipped] : []));
  }
  if (isInputObjectType(nullable)) return strict('x', 42, [1]);
  const named = getNamedType(type).name;
  const kind = idKind(name);
  if (name === 'first' || name === 'last') return strict(-1, 101, 'ten', BIG_ID);
  if (name === 'after' || name === 'before') {
    const cursor = (text: string) => Buffer.from(text).toString('base64');
    return strict(
      'garbage',
      cursor('OffsetConnection:-1'),
      cursor('OffsetConnection:99999999999'),
      cursor('{"id":"1 OR 1=1"}'),
      LONG,
      42,
      NUL,
    );
  }
  switch (named) {
    case 'Int':
      return [...strict('ten', 1.5, true, BIG_ID), ...loose(-1, 2 ** 31 - 1)];
    case 'Boolean':
      return strict('yes', 1);
    case 'Date':
      return strict('2026-13-45', 'yesterday', 20260101, '0000-01-01', '2026-02-30');
    case 'Time':
      return strict(
        'yesterday',
        '2026-13-45T00:00:00Z',
        '0000-01-01T00:00:00Z',
        '-271821-04-20T00:00:00Z',
        42,
      );
    case 'AwardableID':
      return strict('not-a-gid', 'gid://cairn/Group/1', 'gid://gitlab/Epic/abc', 42, NUL);
    case 'ID':
    case 'String': {
      const wrong = named === 'ID' ? strict(1.5, true, {}) : strict(42, true, {});
      const ids =
        kind === 'gid'
          ? strict(
              'not-a-gid',
              'gid://gitlab/Epic/abc',
              'gid://cairn/Group/1',
              `gid://gitlab/Issue/${BIG_ID}`,
            )
          : kind === 'iid'
            ? strict('abc', '-1', String(BIG_ID), 'gid://gitlab/Epic/1')
            : [];
      const sizes = kind === 'path' ? loose(LONG, HUGE, '../acme') : loose(LONG, HUGE);
      return [...wrong, ...ids, ...sizes, ...strict(NUL)];
    }
    default:
      return loose(NUL, 42);
  }
}

/** Prints a value as a GraphQL literal of the given type (enum names bare). */
export function literal(value: unknown, type: GraphQLInputType): string {
  const nullable = getNullableType(type);
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const element = isListType(nullable) ? nullable.ofType : type;
    return `[${value.map((v) => literal(v, element)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const fields = isInputObjectType(nullable) ? nullable.getFields() : {};
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${literal(v, fields[k]?.type ?? type)}`)
      .join(', ')}}`;
  }
  if (isEnumType(nullable) && typeof value === 'string' && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) {
    return value;
  }
  return JSON.stringify(value);
}

export interface Reach {
  /** Wraps a selection so it runs on an object of this type: `group(fullPath: "acme") { … }`. */
  [typeName: string]: (selection: string) => string;
}

export interface SweepOptions {
  schema: GraphQLSchema;
  /** How to reach an object of each type that has fields with arguments. */
  reach: Reach;
  /** Valid values of required arguments (`Query.group.fullPath`) and mutation inputs. */
  valid: Record<string, unknown>;
  /** Which fields to sweep (`Group.milestones`, `Mutation.labelCreate`). */
  include: (field: string) => boolean;
}

function selectionOf(field: GraphQLField<unknown, unknown>, mutation: boolean) {
  if (mutation) return ' { __typename errors }';
  return isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
}

/** Every hostile case for the fields the options include. */
export function gqlCases(o: SweepOptions): GqlCase[] {
  const cases: GqlCase[] = [];
  for (const [typeName, wrap] of Object.entries(o.reach)) {
    const type = o.schema.getType(typeName);
    if (!type || !('getFields' in type) || isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      const id = `${typeName}.${field.name}`;
      if (!field.args.length || !o.include(id)) continue;
      const mutation = typeName === 'Mutation';
      const required = field.args.filter((a) => isNonNullType(a.type));
      const base: Record<string, unknown> = {};
      for (const a of required) base[a.name] = o.valid[`${id}.${a.name}`] ?? null;
      const build = (
        args: GraphQLArgument[],
        values: Record<string, unknown>,
        asLiteral: boolean,
      ) => {
        const used = args.filter((a) => values[a.name] !== undefined);
        const defs = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
        const call = used
          .map((a) => `${a.name}: ${asLiteral ? literal(values[a.name], a.type) : `$${a.name}`}`)
          .join(', ');
        const selection = `${field.name}${call ? `(${call})` : ''}${selectionOf(field, mutation)}`;
        const op = mutation ? 'mutation' : 'query';
        return asLiteral
          ? `${op} ${wrap(selection)}`
          : `${op}${defs ? `(${defs})` : ''} ${wrap(selection)}`;
      };
      const push = (
        target: string,
        arg: GraphQLArgument,
        values: Record<string, unknown>,
        h: Hostile,
      ) => {
        cases.push({
          field: id,
          target,
          query: build([arg, ...required.filter((a) => a !== arg)], values, false),
          variables: values,
          value: h.value,
          strict: h.strict,
          mutation,
        });
        // Literals meet other code (validation, parseLiteral) than variables; oversized strings
        // do not (and would not fit the document size limit).
        const oversized = typeof h.value === 'string' && h.value.length > 255;
        if (h.strict && !oversized) {
          cases.push({
            field: id,
            target: `${target} (literal)`,
            query: build([arg, ...required.filter((a) => a !== arg)], values, true),
            variables: {},
            value: h.value,
            strict: h.strict,
            mutation,
          });
        }
      };
      for (const arg of field.args) {
        const nullable = getNullableType(arg.type);
        for (const h of hostileFor(arg.name, arg.type)) {
          push(arg.name, arg, { ...base, [arg.name]: h.value }, h);
        }
        if (!isInputObjectType(nullable)) continue;
        const baseInput = (base[arg.name] ?? {}) as Record<string, unknown>;
        push(
          `${arg.name}.unknownField`,
          arg,
          { ...base, [arg.name]: { ...baseInput, unknownField: 1 } },
          {
            value: 1,
            strict: true,
          },
        );
        for (const [name, f] of Object.entries(nullable.getFields())) {
          if (name === 'clientMutationId') continue;
          const inner = getNullableType(f.type);
          for (const h of hostileFor(name, f.type)) {
            push(
              `${arg.name}.${name}`,
              arg,
              { ...base, [arg.name]: { ...baseInput, [name]: h.value } },
              h,
            );
          }
          if (!isInputObjectType(inner)) continue;
          const nested = (baseInput[name] ?? {}) as Record<string, unknown>;
          for (const [sub, sf] of Object.entries(inner.getFields())) {
            for (const h of hostileFor(sub, sf.type)) {
              push(
                `${arg.name}.${name}.${sub}`,
                arg,
                { ...base, [arg.name]: { ...baseInput, [name]: { ...nested, [sub]: h.value } } },
                h,
              );
            }
          }
        }
      }
    }
  }
  return cases;
}

interface GqlBody {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The `errors` of every mutation payload in `data` (business failures). */
function payloadErrors(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  return Object.values(data as Record<string, unknown>).flatMap((p) =>
    p && typeof p === 'object' && Array.isArray((p as { errors?: unknown }).errors)
      ? ((p as { errors: string[] }).errors ?? [])
      : [],
  );
}

/**
 * Whether a message names the argument or input field (ignoring the hostile value itself;
 * `group_path` names `groupPath`).
 */
export function namesTarget(message: string, target: string, value: unknown): boolean {
  let text = message;
  for (const v of [JSON.stringify(value), String(value)]) {
    if (v) text = text.split(v).join(' ');
  }
  text = text.replace(/_/g, '').toLowerCase();
  const names = target.replace(' (literal)', '').toLowerCase().split('.');
  return names.some((n) => new RegExp(`(^|[^a-z])${n}([^a-z]|$)`).test(text));
}

/** Answers that refuse without naming an argument, as GitLab does. */
const exempt = (e: { message: string; extensions?: { code?: string } }) =>
  e.extensions?.code === 'RESOURCE_NOT_AVAILABLE' ||
  e.message.startsWith('Syntax Error: Query Cost limit');

/** Sends GraphQL cases and checks each answer against the robustness rules. */
export function gqlProbe(app: FastifyInstance, db: Database, token: string | undefined) {
  const problems: string[] = [];
  let checked = 0;

  async function check(c: GqlCase): Promise<string | null> {
    await ensureBaseline(db);
    checked += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: token ? { 'private-token': token } : {},
      payload: { query: c.query, variables: c.variables },
    });
    // Reads are checked for writes once per batch (see `take`); each write request here.
    const changed = c.mutation ? await changesSinceLastCheck(db) : [];
    const fail = (why: string) => {
      const problem = `${c.field}(${c.target} = ${preview(c.value)}) -> ${res.statusCode} ${preview(res.body)}: ${why}`;
      problems.push(problem);
      return problem;
    };
    if (res.statusCode >= 500) return fail('server error');
    let body: GqlBody;
    try {
      body = res.json<GqlBody>();
    } catch {
      return fail('answer is not JSON');
    }
    const errors = body.errors ?? [];
    if (
      errors.some(
        (e) => e.message === 'Unexpected error.' || e.extensions?.code === 'INTERNAL_SERVER_ERROR',
      )
    ) {
      return fail('masked internal error');
    }
    const business = c.mutation ? payloadErrors(body.data) : [];
    const messages = [...errors.map((e) => e.message), ...business];
    if (messages.length && changed.length) return fail(`refused but wrote ${changed.join(', ')}`);
    if (c.strict && !messages.length) {
      return fail(`accepted${changed.length ? `, wrote ${changed.join(', ')}` : ''}`);
    }
    if (
      errors.length &&
      !errors.some((e) => exempt(e) || namesTarget(e.message, c.target, c.value))
    ) {
      return fail(`error does not name ${c.target}`);
    }
    return null;
  }

  return {
    check,
    get checked() {
      return checked;
    },
    /** Problems found since the last call (and clears them), with any write made by a query. */
    async take(): Promise<string[]> {
      const changed = await changesSinceLastCheck(db);
      if (changed.length) problems.push(`queries wrote ${changed.join(', ')}`);
      return problems.splice(0, problems.length);
    },
  };
}
