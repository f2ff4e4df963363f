import type { RequestContext } from '#server/lib/context.ts';
import { userJson } from '#server/modules/users/users.rest.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import { namespaceOf } from '../core/access.ts';
import { readableParent } from '../core/parents.ts';
import { itemReferences, webPathIn } from '../core/presenters.ts';
import { blockingLoader } from '../core/rollups.ts';
import { subscribedLoader, votesLoader } from '../widgets/social/social.loaders.ts';
import { userNotesCountLoader } from '../widgets/social/social.service.ts';
import { parentLinkLoader } from '../core/work-items.loaders.ts';
import { EPIC_REST, ISSUE_REST } from '../registry/registry.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/** GitLab's REST v4 JSON for epics and issues (field names as in api.md); loaders batch lists. */

async function authorJson(ctx: RequestContext, item: WorkItemRow) {
  const author = await userLoader(ctx).load(item.authorId);
  return author ? userJson(ctx, author) : null;
}

export async function epicJson(ctx: RequestContext, epic: WorkItemRow) {
  const [group, author, votes, parent, references, widgets] = await Promise.all([
    namespaceOf(ctx, epic),
    authorJson(ctx, epic),
    votesLoader(ctx).load(epic.id),
    readableParent(ctx, epic),
    itemReferences(ctx, epic),
    EPIC_REST.json(ctx, epic),
  ]);
  const api = `${ctx.env.baseUrl}/api/v4/groups`;
  const self = `${api}/${epic.namespaceId}/epics/${epic.iid}`;
  return {
    id: epic.id,
    iid: epic.iid,
    group_id: epic.namespaceId,
    title: epic.title,
    description: epic.description,
    state: epic.state,
    web_url: ctx.env.baseUrl + webPathIn(group, epic),
    reference: references.short,
    references,
    author,
    created_at: epic.createdAt,
    updated_at: epic.updatedAt,
    lock_version: epic.lockVersion,
    closed_at: epic.closedAt,
    upvotes: votes.upvotes,
    downvotes: votes.downvotes,
    ...widgets,
    _links: {
      self,
      epic_issues: `${self}/issues`,
      group: `${api}/${epic.namespaceId}`,
      parent: parent ? `${api}/${parent.namespaceId}/epics/${parent.iid}` : null,
    },
  };
}

export async function issueJson(ctx: RequestContext, issue: WorkItemRow) {
  const [project, author, votes, references, blocking, notes, closedBy, widgets] =
    await Promise.all([
      namespaceOf(ctx, issue),
      authorJson(ctx, issue),
      votesLoader(ctx).load(issue.id),
      itemReferences(ctx, issue),
      blockingLoader(ctx).load(issue.id),
      userNotesCountLoader(ctx).load(issue.id),
      issue.closedById ? userLoader(ctx).load(issue.closedById) : null,
      ISSUE_REST.json(ctx, issue),
    ]);
  const self = `${ctx.env.baseUrl}/api/v4/projects/${issue.namespaceId}/issues/${issue.iid}`;
  return {
    id: issue.id,
    iid: issue.iid,
    project_id: issue.namespaceId,
    title: issue.title,
    description: issue.description,
    state: issue.state,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    lock_version: issue.lockVersion,
    closed_at: issue.closedAt,
    closed_by: closedBy ? userJson(ctx, closedBy) : null,
    author,
    user_notes_count: notes,
    merge_requests_count: 0,
    upvotes: votes.upvotes,
    downvotes: votes.downvotes,
    web_url: ctx.env.baseUrl + webPathIn(project, issue),
    references,
    ...widgets,
    blocking_issues_count: blocking.blockingCount,
    severity: issue.severity.toUpperCase(),
    moved_to_id: issue.movedToId,
    _links: {
      self,
      notes: `${self}/notes`,
      award_emoji: `${self}/award_emoji`,
      project: `${ctx.env.baseUrl}/api/v4/projects/${issue.namespaceId}`,
    },
  };
}

/** Single-issue GET also tells whether the viewer is subscribed. */
export async function issueDetailJson(ctx: RequestContext, issue: WorkItemRow) {
  const [json, subscribed] = await Promise.all([
    issueJson(ctx, issue),
    subscribedLoader(ctx).load(issue.id),
  ]);
  return { ...json, subscribed };
}

/** An issue as a child of an epic: plus the relation id and position. */
export async function epicIssueJson(ctx: RequestContext, issue: WorkItemRow) {
  const [json, link] = await Promise.all([
    issueJson(ctx, issue),
    parentLinkLoader(ctx).load(issue.id),
  ]);
  return {
    ...json,
    epic_issue_id: link?.id ?? null,
    relative_position: link?.relativePosition ?? null,
  };
}
