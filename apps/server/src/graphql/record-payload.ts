import type { ObjectRef } from '@pothos/core';
import { AppError } from '../lib/errors.ts';
import { resourceNotAvailable } from './args.ts';
import { builder } from './builder.ts';

type Types = typeof builder.$inferSchemaTypes;

/** A GitLab mutation payload of one record: `clientMutationId`, `errors` and the record. */
export interface RecordPayload<T> {
  clientMutationId: string | null;
  errors: string[];
  record: T | null;
}

/** The payload type `name`; the record is its field `field` (`escalationPolicy`, ...). */
export function recordPayloadType<T>(name: string, field: string, type: ObjectRef<Types, T>) {
  const ref = builder.objectRef<RecordPayload<T>>(name);
  ref.implement({
    fields: (t) => ({
      clientMutationId: t.exposeString('clientMutationId'),
      errors: t.exposeStringList('errors', { nullable: false }),
      // Pothos cannot resolve its result type for an open T; `type` and `record` share T.
      [field]: t.field({ type, resolve: (p) => p.record as never }),
    }),
  });
  return ref;
}

/**
 * Runs a write for a record payload: rule failures (refusals) go in the payload's errors; a
 * missing or forbidden target is "not available".
 */
export async function runRecordPayload<T>(
  clientMutationId: string | null | undefined,
  work: () => Promise<T>,
): Promise<RecordPayload<T>> {
  const base = { clientMutationId: clientMutationId ?? null };
  try {
    return { ...base, errors: [], record: await work() };
  } catch (error) {
    if (error instanceof AppError && error.refusal) {
      return { ...base, errors: [error.message], record: null };
    }
    if (error instanceof AppError && [401, 403, 404].includes(error.status)) {
      throw resourceNotAvailable();
    }
    throw error;
  }
}
