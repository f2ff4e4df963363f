import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { formBody } from '#server/rest/params.ts';
import { parseInput, requireSomeParameter } from '#server/rest/rest-plugin.ts';
import type { composeRest } from './rest-body.ts';
import { sendWrite } from './rest-write.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** A REST surface's item routes: GET, PUT and DELETE the item, POST to the collection. */
export interface WriteSurface<C, U, P extends Record<string, string>> {
  collection: string;
  item: string;
  rest: ReturnType<typeof composeRest>;
  createInput: z.ZodType<C>;
  updateInput: z.ZodType<U>;
  /** The group or project of the collection path's `:id` the viewer reads, or 404. */
  namespaceOf(ctx: RequestContext, id: string): Promise<NamespaceRow>;
  /** The item path's namespace and item the viewer reads, or 404. */
  itemOf(ctx: RequestContext, params: P): Promise<{ namespace: NamespaceRow; item: WorkItemRow }>;
  /** Epics look the group up before reading a create body; issues read the body first. */
  namespaceFirst: boolean;
  /** The type service's writes (so the pipeline). */
  writes: {
    create(ctx: RequestContext, namespace: NamespaceRow, input: C): Promise<WorkItemRow>;
    update(ctx: RequestContext, item: WorkItemRow, input: U): Promise<WorkItemRow>;
    remove(ctx: RequestContext, item: WorkItemRow): Promise<unknown>;
  };
  json(ctx: RequestContext, item: WorkItemRow): Promise<unknown>;
}

export function registerItemRoutes<C, U, P extends Record<string, string>>(
  app: FastifyInstance,
  s: WriteSurface<C, U, P>,
) {
  app.get<{ Params: P }>(s.item, async (req) => {
    const ctx = req.ctx();
    return s.json(ctx, (await s.itemOf(ctx, req.params as P)).item);
  });

  const bodyOf = (req: Parameters<typeof formBody>[0], schema: z.ZodTypeAny) =>
    parseInput(schema, formBody(req, ...s.rest.formLists)) as Record<string, unknown>;

  app.post<{ Params: { id: string } }>(s.collection, async (req, reply) => {
    const ctx = req.ctx();
    const early = s.namespaceFirst ? await s.namespaceOf(ctx, req.params.id) : null;
    const body = bodyOf(req, s.rest.createBody);
    const namespace = early ?? (await s.namespaceOf(ctx, req.params.id));
    const at = { ctx, namespace, update: false };
    const input = parseInput(s.createInput, await s.rest.inputOf(body, at));
    return sendWrite(
      reply,
      () => s.writes.create(ctx, namespace, input),
      (i) => s.json(ctx, i),
      201,
    );
  });

  app.put<{ Params: P }>(s.item, async (req, reply) => {
    const ctx = req.ctx();
    const body = requireSomeParameter(bodyOf(req, s.rest.updateBody));
    const { namespace, item } = await s.itemOf(ctx, req.params as P);
    const input = parseInput(
      s.updateInput,
      await s.rest.inputOf(body, { ctx, namespace, update: true }),
    );
    return sendWrite(
      reply,
      () => s.writes.update(ctx, item, input),
      (i) => s.json(ctx, i),
    );
  });

  app.delete<{ Params: P }>(s.item, async (req, reply) => {
    const ctx = req.ctx();
    const { item } = await s.itemOf(ctx, req.params as P);
    return sendWrite(
      reply,
      () => s.writes.remove(ctx, item),
      () => undefined,
      204,
    );
  });
}
