import {
  GraphQLError,
  isObjectType,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../lib/context.ts';

/**
 * Document fields: rendered Markdown and the Markdown of notes, each up to a megabyte or more.
 * Their size is only known once resolved, so each answer counts the characters they put in it
 * (every alias counts: each copy is serialised) — docs/decisions/api-performance.md, "Answer size".
 */
export const DOCUMENT_FIELDS: ReadonlySet<string> = new Set([
  'descriptionHtml',
  'bodyHtml',
  'body',
]);

/**
 * Characters of document fields one answer may carry beyond its first document (which is always
 * answered, however large): 30 copies of a 99,000-character description rendered, or a page of
 * 100 comments of 40 kB.
 */
export const MAX_ANSWER_DOCUMENT_CHARS = 8_000_000;

interface Meter {
  chars: number;
  documents: number;
  refused: GraphQLError | null;
}

const meters = new WeakMap<RequestContext, Meter>();

export function answerMeter(ctx: RequestContext): Meter {
  let meter = meters.get(ctx);
  if (!meter) meters.set(ctx, (meter = { chars: 0, documents: 0, refused: null }));
  return meter;
}

export const answerTooLarge = (chars: number) =>
  new GraphQLError(
    `The answer would carry more than ${MAX_ANSWER_DOCUMENT_CHARS} characters of Markdown and rendered Markdown (descriptionHtml, bodyHtml, body); ${chars} were reached. Ask for fewer items or aliases.`,
    { extensions: { code: 'ANSWER_TOO_LARGE', maxChars: MAX_ANSWER_DOCUMENT_CHARS } },
  );

/** Adds one document's characters to the request's meter; refuses once past the limit. */
export function chargeDocument(ctx: RequestContext, value: unknown): void {
  const meter = answerMeter(ctx);
  if (meter.refused) throw meter.refused;
  if (typeof value !== 'string') return;
  meter.documents += 1;
  meter.chars += value.length;
  if (meter.documents > 1 && meter.chars > MAX_ANSWER_DOCUMENT_CHARS) {
    meter.refused = answerTooLarge(meter.chars);
    throw meter.refused;
  }
}

const metered = new WeakSet<GraphQLSchema>();

/**
 * Wraps every document field's resolver of the schema: once the answer is past the limit, the
 * fields still to resolve fail at once (no further loads or renders).
 */
export function meterDocumentFields(schema: GraphQLSchema): GraphQLSchema {
  if (metered.has(schema)) return schema;
  metered.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!DOCUMENT_FIELDS.has(field.name)) continue;
      const resolve = field.resolve as GraphQLFieldResolver<unknown, RequestContext> | undefined;
      if (!resolve) continue;
      field.resolve = async (source, args, ctx, info) => {
        // A subscription's context lives as long as its stream: each event is one small answer.
        if (info.operation.operation === 'subscription') return resolve(source, args, ctx, info);
        if (answerMeter(ctx).refused) throw answerMeter(ctx).refused;
        const value: unknown = await resolve(source, args, ctx, info);
        chargeDocument(ctx, value);
        return value;
      };
    }
  }
  return schema;
}

/**
 * An answer past the limit is refused whole: its partial data (megabytes already resolved) is
 * dropped, so the refusal costs no serialisation either.
 */
export const answerSizeLimit: Plugin<{ context: RequestContext }> = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result, setResult }) {
        const refused = answerMeter(args.contextValue as unknown as RequestContext).refused;
        if (refused && !('next' in (result as object))) {
          setResult({ errors: [refused] } satisfies ExecutionResult);
        }
      },
    };
  },
};
