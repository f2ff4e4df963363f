import type { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/**
 * A widget's REST keys for one surface (epic or issue): its body keys (GitLab's snake_case
 * names), how they map onto its slice of the shared input, and its keys in the item's JSON. The
 * surfaces compose the slices of the registry's widgets (`rest-body.ts`), so a widget's REST
 * keys live in its folder.
 */

/** What a body mapping may need: the viewer, the item's group or project, create or update. */
export interface RestWrite {
  ctx: RequestContext;
  namespace: NamespaceRow;
  /** On update REST `labels` replace the item's labels; on create they add. */
  update: boolean;
}

export interface RestSlice {
  readonly body: z.ZodRawShape;
  /** Body keys a form sends repeated (`labels[]=a&labels[]=b`). */
  readonly formLists?: readonly string[];
  input(body: Record<string, unknown>, at: RestWrite): object | Promise<object>;
  json?(ctx: RequestContext, item: WorkItemRow): object | Promise<object>;
}

/** Declares a slice with its body typed from its zod shape. */
export function restSlice<S extends z.ZodRawShape>(slice: {
  body: S;
  formLists?: readonly string[];
  input: (body: z.infer<z.ZodObject<S>>, at: RestWrite) => object | Promise<object>;
  json?: (ctx: RequestContext, item: WorkItemRow) => object | Promise<object>;
}): RestSlice {
  return slice as unknown as RestSlice;
}
