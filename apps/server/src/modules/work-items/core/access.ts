import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { notFound } from '#server/lib/errors.ts';
import { bannedUserIds } from '#server/core/namespaces/visibility-sql.ts';
import {
  namespaceLoader,
  readableNamespaceByPath,
} from '#server/core/namespaces/namespaces.service.ts';
import {
  canReadWorkItem,
  epicPermissions,
  issuePermissions,
  type EpicPermissionSet,
  type IssuePermissions,
} from '#server/core/permissions/index.ts';
import { assigneeIdsLoader, authorIsBanned, workItemLoader } from './work-items.loaders.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** Per-item reads and permission sets, from the one policy module (JS twin of access-sql). */

export async function namespaceFacts(ctx: RequestContext, ns: NamespaceRow) {
  return {
    visibility: ns.visibility,
    accessLevel: await ctx.access.levelOn(ns.traversalIds),
    issuesEnabled: ns.issuesEnabled,
  };
}

export async function namespaceOf(ctx: RequestContext, item: WorkItemRow): Promise<NamespaceRow> {
  const ns = await namespaceLoader(ctx).load(item.namespaceId);
  if (!ns) throw new Error(`work item ${item.id} has no namespace`);
  return ns;
}

async function itemFacts(ctx: RequestContext, item: WorkItemRow) {
  const isEpic = item.type === 'epic';
  // The author's state comes through the batched user loader: a page of items checked together
  // (readableItems) reads its authors in one statement, shared with `hidden` and `author`.
  const [ns, authorBanned, assigneeIds] = await Promise.all([
    namespaceOf(ctx, item),
    authorIsBanned(ctx, item),
    // Assignees only matter for confidential issues; skip the lookup otherwise.
    !isEpic && item.confidential ? assigneeIdsLoader(ctx).load(item.id) : [],
  ]);
  const facts = await namespaceFacts(ctx, ns);
  return {
    ns,
    container: isEpic ? { visibility: facts.visibility, accessLevel: facts.accessLevel } : facts,
    item: {
      authorId: item.authorId,
      confidential: item.confidential,
      authorBanned,
      markedAsSpam: item.hiddenAsSpamAt !== null,
      assigneeIds,
    },
  };
}

/**
 * What canReadItem reads besides the item (the viewer's memberships, the banned authors), for a
 * lookup to load alongside the item instead of one round trip after another.
 */
export const itemReadFacts = (ctx: RequestContext) =>
  Promise.all([ctx.access.memberships(), bannedUserIds(ctx)]);

export async function canReadItem(ctx: RequestContext, item: WorkItemRow): Promise<boolean> {
  const { container, item: facts } = await itemFacts(ctx, item);
  return canReadWorkItem(ctx.viewer.user, container, facts);
}

/** The items the viewer may read, in the given order. */
export async function readableItems<T extends WorkItemRow>(
  ctx: RequestContext,
  items: readonly T[],
): Promise<T[]> {
  const ok = await Promise.all(items.map((i) => canReadItem(ctx, i)));
  return items.filter((_, index) => ok[index]);
}

export async function readableItemById(
  ctx: RequestContext,
  id: number,
): Promise<WorkItemRow | null> {
  const item = await workItemLoader(ctx).load(id);
  return item && (await canReadItem(ctx, item)) ? item : null;
}

export async function epicPermissionSet(
  ctx: RequestContext,
  epic: WorkItemRow,
): Promise<EpicPermissionSet> {
  const [ns, authorBanned] = await Promise.all([namespaceOf(ctx, epic), authorIsBanned(ctx, epic)]);
  const facts = await namespaceFacts(ctx, ns);
  return epicPermissions(ctx.viewer.user, {
    group: { visibility: facts.visibility, accessLevel: facts.accessLevel },
    epic: {
      authorId: epic.authorId,
      confidential: epic.confidential,
      authorBanned,
      markedAsSpam: epic.hiddenAsSpamAt !== null,
      discussionLocked: epic.discussionLocked,
    },
    allowSubEpics: ns.allowSubEpics,
  });
}

export async function issuePermissionSet(
  ctx: RequestContext,
  issue: WorkItemRow,
): Promise<IssuePermissions> {
  const project = await namespaceOf(ctx, issue);
  const [facts, assigneeIds, parent, authorBanned] = await Promise.all([
    namespaceFacts(ctx, project),
    assigneeIdsLoader(ctx).load(issue.id),
    project.parentId ? namespaceLoader(ctx).load(project.parentId) : null,
    authorIsBanned(ctx, issue),
  ]);
  const parentFacts = parent ? await namespaceFacts(ctx, parent) : null;
  return issuePermissions(ctx.viewer.user, {
    project: facts,
    issue: {
      authorId: issue.authorId,
      confidential: issue.confidential,
      authorBanned,
      markedAsSpam: issue.hiddenAsSpamAt !== null,
      assigneeIds,
      discussionLocked: issue.discussionLocked,
      type: issue.type === 'epic' ? 'issue' : issue.type,
      promotedToEpicId: issue.promotedToEpicId,
    },
    parentGroup: parentFacts
      ? { visibility: parentFacts.visibility, accessLevel: parentFacts.accessLevel }
      : null,
  });
}

/** For writes: the namespace (by full path) and its item found by `find`, or 404. */
export async function itemByPath(
  ctx: RequestContext,
  path: string,
  kind: 'group' | 'project',
  find: (namespace: NamespaceRow) => Promise<WorkItemRow | null>,
) {
  const namespace = await readableNamespaceByPath(ctx, path, kind);
  if (!namespace) throw notFound();
  const item = await find(namespace);
  if (!item) throw notFound();
  return { namespace, item };
}
