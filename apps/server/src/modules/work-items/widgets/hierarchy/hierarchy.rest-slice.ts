import { idParam } from '#server/rest/params.ts';
import { notFound } from '#server/lib/errors.ts';
import { readableGroupParam } from '#server/core/namespaces/namespaces.service.ts';
import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { zeroAsNull } from '#server/modules/work-items/core/rest-fields.ts';
import { findGroupEpic } from '#server/modules/work-items/core/find-epic.ts';
import { readableParent } from '#server/modules/work-items/core/parents.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { namespaceOf } from '#server/modules/work-items/core/access.ts';
import { webPathIn } from '#server/modules/work-items/core/presenters.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';

/** The parent epic in GitLab's short `epic` object of an issue. */
async function issueEpicJson(ctx: RequestContext, issue: WorkItemRow) {
  const parent = await readableParent(ctx, issue);
  if (!parent || parent.type !== 'epic') return null;
  const group = await namespaceOf(ctx, parent);
  return {
    id: parent.id,
    iid: parent.iid,
    title: parent.title,
    url: webPathIn(group, parent),
    group_id: parent.namespaceId,
  };
}

/** REST `parent_id` of an epic. */
export const epicParentRest = restSlice({
  body: { parent_id: idParam.nullish() },
  input: (b) => ({ parentId: b.parent_id }),
  json: async (ctx, epic) => {
    const parent = await readableParent(ctx, epic);
    return { parent_id: parent?.id ?? null, parent_iid: parent?.iid ?? null };
  },
});

/**
 * REST `epic_id` of an issue (0 removes it), or `epic_iid`: an epic of the project's parent
 * group the viewer reads, else "404 Epic Not Found".
 */
export const issueEpicRest = restSlice({
  body: { epic_id: zeroAsNull, epic_iid: idParam.nullish() },
  input: async (b, { ctx, namespace: project }) => {
    if (b.epic_iid == null || b.epic_id !== undefined) return { epicId: b.epic_id };
    const group = project.parentId ? await readableGroupParam(ctx, String(project.parentId)) : null;
    const epic = group ? await findGroupEpic(ctx, group, b.epic_iid) : null;
    if (!epic) throw notFound('404 Epic Not Found');
    return { epicId: epic.id };
  },
  json: async (ctx, issue) => {
    const epic = await issueEpicJson(ctx, issue);
    return { epic_iid: epic?.iid ?? null, epic };
  },
});
