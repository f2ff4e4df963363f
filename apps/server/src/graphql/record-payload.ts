import type { ObjectRef } from '@pothos/core';
import { builder } from './builder.ts';
import { payloadFields, runPayload, type Payload } from './payload.ts';

type Types = typeof builder.$inferSchemaTypes;

/** A GitLab mutation payload of one record: `clientMutationId`, `errors` and the record. */
export interface RecordPayload<T> extends Payload {
  record: T | null;
}

/** The payload type `name`; the record is its field `field` (`escalationPolicy`, ...). */
export function recordPayloadType<T>(name: string, field: string, type: ObjectRef<Types, T>) {
  const ref = builder.objectRef<RecordPayload<T>>(name);
  ref.implement({
    fields: (t) => ({
      ...payloadFields(t),
      // Pothos cannot resolve its result type for an open T; `type` and `record` share T.
      [field]: t.field({ type, resolve: (p) => p.record as never }),
    }),
  });
  return ref;
}

/** Runs a write for a record payload; its errors map as every payload's (`runPayload`). */
export const runRecordPayload = <T>(
  clientMutationId: string | null | undefined,
  work: () => Promise<T>,
): Promise<RecordPayload<T>> =>
  runPayload(clientMutationId, work, (record) => ({ record }), { record: null });
