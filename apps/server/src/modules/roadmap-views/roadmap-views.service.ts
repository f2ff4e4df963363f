import type { RequestContext } from '#server/lib/context.ts';
import { refusingDuplicates } from '#server/lib/db-errors.ts';
import { forbidden, notFound, refused } from '#server/lib/errors.ts';
import { groupPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';
import {
  canReadNamespaceRow,
  readableNamespaceById,
} from '#server/core/namespaces/namespaces.service.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { requireUser } from '#server/core/require-user.ts';
import {
  deleteView,
  findView,
  insertView,
  listViews,
  updateView,
  type RoadmapViewRow,
  type RoadmapViewValues,
} from './roadmap-views.repository.ts';
import {
  NAME_TAKEN,
  nameProblem,
  normalizeState,
  stateProblem,
  type RoadmapViewVisibility,
} from './roadmap-views.schema.ts';

/**
 * Saved roadmap views of a group. A private view exists for its author only: others neither list
 * nor change it. A shared view is listed to everyone who reads the group; planners, reporters and
 * above share views; its author or a maintainer renames, overwrites or deletes it.
 */

export const SHARE_REFUSED = 'You do not have permission to share views with this group';
export const PRIVATE_REFUSED = 'Only the author can make a view private';

export interface ViewInput {
  name?: string | undefined;
  visibility?: RoadmapViewVisibility | undefined;
  state?: string | undefined;
}

const viewerId = (ctx: RequestContext) => ctx.viewer.user?.id ?? null;

export async function listGroupViews(ctx: RequestContext, group: NamespaceRow) {
  if (group.kind !== 'group' || !(await canReadNamespaceRow(ctx, group))) return [];
  return listViews(ctx.db, group.id, viewerId(ctx));
}

/** Whether the viewer may rename, overwrite or delete the view (already known readable). */
export async function canChangeView(
  ctx: RequestContext,
  view: RoadmapViewRow,
  group: NamespaceRow,
) {
  const id = viewerId(ctx);
  if (id === null || !ctx.viewer.user || !(await canReadNamespaceRow(ctx, group))) return false;
  if (view.authorId === id) return true;
  return view.visibility === 'group' && (await groupPermissionsFor(ctx, group)).adminRoadmapView;
}

/** Whether the viewer may move the view between private and shared. */
export async function canChangeVisibility(
  ctx: RequestContext,
  view: RoadmapViewRow,
  group: NamespaceRow,
) {
  if (view.authorId !== viewerId(ctx) || !(await canReadNamespaceRow(ctx, group))) return false;
  return view.visibility === 'group' || (await groupPermissionsFor(ctx, group)).shareRoadmapView;
}

/** The view and its group when the viewer may see it; anything else reads as absent. */
async function readableView(ctx: RequestContext, id: number) {
  const view = await findView(ctx.db, id);
  const group = view && (await readableNamespaceById(ctx, view.groupId));
  if (!view || !group) throw notFound();
  if (view.visibility === 'private' && view.authorId !== viewerId(ctx)) throw notFound();
  return { view, group };
}

async function changeableView(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const found = await readableView(ctx, id);
  if (!(await canChangeView(ctx, found.view, found.group))) throw forbidden();
  return found;
}

/** Trims and checks the fields given; every problem refuses the write before anything is saved. */
function checked(input: ViewInput): Partial<RoadmapViewValues> {
  const values: Partial<RoadmapViewValues> = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    const problem = nameProblem(name);
    if (problem) throw refused(422, problem);
    values.name = name;
  }
  if (input.state !== undefined) {
    const state = normalizeState(input.state);
    const problem = stateProblem(state);
    if (problem) throw refused(422, problem);
    values.state = state;
  }
  if (input.visibility !== undefined) values.visibility = input.visibility;
  return values;
}

export async function createView(
  ctx: RequestContext,
  group: NamespaceRow,
  input: Required<Pick<ViewInput, 'name'>> & ViewInput,
): Promise<RoadmapViewRow> {
  const user = requireUser(ctx);
  if (group.kind !== 'group' || !(await canReadNamespaceRow(ctx, group))) throw notFound();
  const values = checked(input);
  const visibility = values.visibility ?? 'private';
  if (visibility === 'group' && !(await groupPermissionsFor(ctx, group)).shareRoadmapView) {
    throw refused(422, SHARE_REFUSED);
  }
  return refusingDuplicates(NAME_TAKEN, () =>
    insertView(ctx.db, group.id, user.id, {
      name: values.name!,
      state: values.state ?? '',
      visibility,
    }),
  );
}

export async function editView(ctx: RequestContext, id: number, input: ViewInput) {
  const { view, group } = await changeableView(ctx, id);
  const values = checked(input);
  if (values.visibility !== undefined && values.visibility !== view.visibility) {
    if (view.authorId !== viewerId(ctx)) throw refused(422, PRIVATE_REFUSED);
    if (!(await canChangeVisibility(ctx, view, group))) throw refused(422, SHARE_REFUSED);
  }
  return refusingDuplicates(NAME_TAKEN, () => updateView(ctx.db, id, values));
}

export async function destroyView(ctx: RequestContext, id: number) {
  const { view } = await changeableView(ctx, id);
  await deleteView(ctx.db, id);
  return view;
}
