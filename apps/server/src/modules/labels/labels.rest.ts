import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { pageBounds, sendPage } from '../../rest/paged.ts';
import { parseInput } from '../../rest/rest-plugin.ts';
import { readableNamespaceParam } from '../../core/namespaces/namespaces.service.ts';
import { requireUser } from '../../core/require-user.ts';
import { labelJson } from './label-json.ts';
import { createLabelBody, labelListQuery, updateLabelBody } from './labels.schema.ts';
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
      }).catch(restConflict);
      return reply.code(201).send(labelJson(label));
    });

    app.put<Params>(`${base}/:label_id`, { schema: { body: updateLabelBody } }, async (req) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      const body = parseInput(updateLabelBody, req.body);
      if (
        body.new_name === undefined &&
        body.color === undefined &&
        body.description === undefined
      ) {
        throw badRequest(
          'new_name, color, description are missing, at least one parameter must be provided',
        );
      }
      const label = await updateLabel(ctx, ns, req.params.label_id ?? '', {
        ...(body.new_name !== undefined ? { title: body.new_name } : {}),
        ...(body.color !== undefined ? { color: body.color } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
      }).catch(restConflict);
      return labelJson(label);
    });

    app.delete<Params>(`${base}/:label_id`, async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      const ns = await readableNamespaceParam(ctx, req.params.id, kind);
      await deleteLabel(ctx, ns, req.params.label_id ?? '');
      return reply.code(204).send();
    });
  }
}
