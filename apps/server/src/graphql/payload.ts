import type { InputFieldMap, InputObjectRef, ObjectFieldsShape, ObjectRef } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { builder } from './builder.ts';
import { resourceNotAvailable } from './args.ts';
import { mutationField } from './mutations.ts';
import type { RequestContext } from '../lib/context.ts';
import { AppError, TooManyRequests } from '../lib/errors.ts';

type Types = typeof builder.$inferSchemaTypes;
type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/** GraphQL mutation plumbing shared by every mutation that answers a payload. */

export interface Payload {
  clientMutationId: string | null;
  errors: string[];
}

/** A payload's `clientMutationId` and `errors`, declared once for every payload. */
export function payloadFields<P extends Payload>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>,
) {
  return {
    clientMutationId: t.string({ resolve: (p) => p.clientMutationId }),
    errors: t.stringList({ nullable: false, resolve: (p) => p.errors }),
  };
}

/**
 * Declares a mutation payload object: `clientMutationId` and `errors`, then what `fields` adds
 * for the answer `X` (the payload's own fields, each null on a refusal).
 */
export function payloadType<X extends object = object>(
  name: string,
  fields?: ObjectFieldsShape<Types, Payload & X>,
) {
  const ref = builder.objectRef<Payload & X>(name);
  ref.implement({ fields: (t) => ({ ...payloadFields(t), ...fields?.(t) }) });
  return ref;
}

/** Declares a mutation input object: `clientMutationId` first, then the mutation's fields. */
export function mutationInput<F extends InputFieldMap>(
  name: string,
  fields: (t: InputFieldBuilder) => F,
) {
  return builder.inputType(name, {
    fields: (t) => ({ clientMutationId: t.string(), ...fields(t) }),
  });
}

export type Nullable<P> = { [K in keyof P]: P[K] | null };

/**
 * Runs a mutation body and maps `AppError` to GraphQL's shapes, the one rule of every payload
 * mutation: a refusal (`refused`, a business rule, a stale lock_version) becomes the payload's
 * `errors` (each of its `messages`), as GitLab's services answer; too many requests a
 * `RATE_LIMITED` error with its delay; a missing or forbidden target GitLab's "resource not
 * available" error; any other `AppError` (bad input) a GraphQL error naming the field. The
 * answer of `present` may carry its own `errors`: a service that answers its refusals as values
 * (emoji.service.ts `changeAward`). docs/decisions/graphql-payload-errors.md.
 */
export async function runPayload<T, P extends object>(
  clientMutationId: string | null | undefined,
  run: () => Promise<T>,
  present: (value: T) => P | Promise<P>,
  empty: Nullable<P>,
): Promise<Nullable<P> & Payload> {
  const base = { clientMutationId: clientMutationId ?? null };
  let value: T;
  try {
    value = await run();
  } catch (error) {
    if (error instanceof AppError && error.refusal) {
      return { ...empty, ...base, errors: [...error.messages] };
    }
    throw topLevelError(error);
  }
  return { errors: [], ...(await present(value)), ...base };
}

/** What `runPayload` throws for an error that is not a refusal. */
function topLevelError(error: unknown): unknown {
  if (error instanceof TooManyRequests) {
    return new GraphQLError(error.message, {
      extensions: { code: 'RATE_LIMITED', retryAfter: error.retryAfterSeconds },
    });
  }
  if (error instanceof AppError && [401, 403, 404].includes(error.status)) {
    return resourceNotAvailable();
  }
  if (error instanceof AppError) {
    return new GraphQLError(error.message, {
      extensions: { code: 'BAD_USER_INPUT', argument: error.field },
    });
  }
  return error;
}

/** What a payload carries besides `clientMutationId` and `errors`. */
type Answer<P extends Payload> = Omit<P, keyof Payload>;

/**
 * Registers the root mutation `name(input: <input>!): <payload>`, the shape of every payload
 * mutation: `run` does the work (input checks included), `present` turns its value into the
 * payload, `empty` is the payload of a refusal; errors map through `runPayload`.
 */
export function payloadMutation<
  I extends { clientMutationId?: string | null },
  P extends Payload,
  T,
>(
  name: string,
  input: InputObjectRef<Types, I>,
  payload: ObjectRef<Types, P>,
  body: {
    run: (input: I, ctx: RequestContext) => Promise<T>;
    present: (value: T, input: I) => Answer<P> | Promise<Answer<P>>;
    empty: Answer<P>;
  },
) {
  const resolve = (_root: unknown, args: { input: I }, ctx: RequestContext) =>
    runPayload(
      args.input.clientMutationId,
      () => body.run(args.input, ctx),
      (v) => body.present(v, args.input),
      body.empty as Nullable<Answer<P>>,
    ) as Promise<P>;
  mutationField(name, (t) =>
    t.field({
      type: payload,
      args: { input: t.arg({ type: input, required: true }) },
      // Pothos' resolver type is conditional on the payload type, which a generic leaves open.
      resolve: resolve as never,
    }),
  );
}
