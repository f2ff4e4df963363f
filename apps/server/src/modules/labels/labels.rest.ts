import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, conflict } from '#server/lib/errors.ts';
import { pageBounds, sendPage } from '#server/rest/paged.ts';
import { parseInput, requireSomeParameter } from '#server/rest/rest-plugin.ts';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { requireUser } from '#server/core/require-user.ts';
import { labelJson } from './label-json.ts';
import { createLabelBody, labelListQuery, labelRefBody, updateLabelBody } from './labels.schema.ts';
import {
  createLabel,
  deleteLabel,
  labelIn,
  labelIssueCounts,
  labelScope,
  listLabels,
  updateLabel,
} from './labels.service.ts';

type Params = { Params: { id: string; label_id?: string } };

/** Grape reads parameters from the query string and the body alike (the body wins). */
const bodyAndQuery = (req: FastifyRequest) => {
  const body = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...(req.query as object), ...body };
};

/** GitLab's REST words for a taken title: 409 "Label already exists" (GraphQL keeps the rule's). */
function restConflict(error: unknown): never {
  if (error instanceof AppError && error.status === 409) throw conflict('Label already exists');
  throw error;
}

/** Group and project labels: list (with the GitLab scope flags), get, create, update, delete. */
export function registerLabelRoutes(app: FastifyInstance) {
  for (const kind of ['group', 'project'] as const) {
    const base = `/api/v4/${kind}s/:id/labels`;

    app.get<Params>(base, { schema: { querystring: labelListQuery } }, async (req, reply) => {
      const ctx = req.ctx();
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const q = parseInput(labelListQuery, req.query);
      const scope = labelScope(ns, {
        includeAncestorGroups: q.include_ancestor_groups,
        includeDescendantGroups: q.include_descendant_groups,
        onlyGroupLabels: q.only_group_labels,
      });
      const page = await listLabels(ctx, { ...scope, search: q.search }, pageBounds(q));
      const counts = q.with_counts
        ? await labelIssueCounts(
            ctx,
            page.rows.map((l) => l.id),
          )
        : null;
      return sendPage(req, reply, q, page, (l) =>
        labelJson(l, counts ? (counts.get(l.id) ?? null) : undefined),
      );
    });

    app.get<Params>(`${base}/:label_id`, async (req) => {
      const ctx = req.ctx();
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      return labelJson(await labelIn(ctx, ns, req.params.label_id ?? ''));
    });

    app.post<Params>(base, { schema: { body: createLabelBody } }, async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const body = parseInput(createLabelBody, req.body);
      const label = await createLabel(ctx, ns, {
        title: body.name,
        color: body.color,
        description: body.description,
        ...(kind === 'project' && body.priority !== undefined ? { priority: body.priority } : {}),
      }).catch(restConflict);
      return reply.code(201).send(labelJson(label));
    });

    /** The label a `PUT`/`DELETE …/labels` names: exactly one of `label_id` and `name`. */
    const namedLabel = (body: { label_id?: number | undefined; name?: string | undefined }) => {
      const given = [body.label_id, body.name].filter((v) => v !== undefined);
      if (given.length > 1) throw badRequest('label_id, name are mutually exclusive');
      const [ref] = given;
      if (ref === undefined) {
        throw badRequest('label_id, name are missing, exactly one parameter must be provided');
      }
      return String(ref);
    };

    const update = async (req: FastifyRequest<Params>) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const body = parseInput(updateLabelBody, bodyAndQuery(req));
      const ref = req.params.label_id ?? namedLabel(body);
      // Priorities are project labels' (GitLab's group label API has no such parameter).
      const priority = kind === 'project' ? body.priority : undefined;
      const changes = { new_name: body.new_name, color: body.color, description: body.description };
      if (kind === 'project') requireSomeParameter({ ...changes, priority });
      else requireSomeParameter(changes);
      const label = await updateLabel(ctx, ns, ref, {
        ...(body.new_name !== undefined ? { title: body.new_name } : {}),
        ...(body.color !== undefined ? { color: body.color } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(priority !== undefined ? { priority } : {}),
      }).catch(restConflict);
      return labelJson(label);
    };
    app.put<Params>(`${base}/:label_id`, { schema: { body: updateLabelBody } }, update);
    app.put<Params>(base, { schema: { body: updateLabelBody } }, update);

    const remove = async (req: FastifyRequest<Params>, reply: FastifyReply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const ref = req.params.label_id ?? namedLabel(parseInput(labelRefBody, bodyAndQuery(req)));
      await deleteLabel(ctx, ns, ref);
      return reply.code(204).send();
    };
    app.delete<Params>(`${base}/:label_id`, remove);
    app.delete<Params>(base, remove);
  }
}
