import { z } from 'zod';
import { integerParam } from '#server/rest/params.ts';
import type { RequestContext } from '#server/lib/context.ts';
import type { RestSlice, RestWrite } from './rest-slice.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import { title } from './work-items.schema.ts';

/**
 * A REST surface's write bodies and item JSON, composed from its widgets' slices (the registry's
 * `restSlices`). What no widget owns stays here: `title`, the update's `state_event` (a
 * transition, not a field) and `lock_version` (the pipeline's check).
 */
export function composeRest(slices: readonly RestSlice[]) {
  const shape: z.ZodRawShape = Object.assign({}, ...slices.map((s) => s.body));
  return {
    createBody: z.object({ ...shape, title }),
    updateBody: z.object({
      ...shape,
      title: title.optional(),
      state_event: z.enum(['close', 'reopen']).optional(),
      /** The lock_version the client read: a stale one is refused with 409. */
      lock_version: integerParam(0, 2_147_483_647).optional(),
    }),
    formLists: slices.flatMap((s) => s.formLists ?? []),
    /** A parsed body -> the shared input (validated by the caller with the surface's schema). */
    async inputOf(body: Record<string, unknown>, at: RestWrite): Promise<object> {
      const parts = await Promise.all(slices.map((s) => s.input(body, at)));
      const { title: t, state_event: stateEvent, lock_version: lockVersion } = body;
      return Object.assign({ title: t }, ...parts, { stateEvent, lockVersion });
    },
    /** The widgets' JSON keys of an item. */
    async json(ctx: RequestContext, item: WorkItemRow): Promise<Record<string, unknown>> {
      const parts = await Promise.all(slices.map((s) => s.json?.(ctx, item) ?? {}));
      return Object.assign({}, ...parts);
    },
  };
}
