import type { RequestContext } from '../../lib/context.ts';
import { milestoneJson } from '../milestones/milestone-json.ts';
import { userJson } from '../users/users.rest.ts';
import { userLoader } from '../users/users.service.ts';
import { namespaceOf } from './access.ts';
import { usersByIds } from './common.graphql.ts';
import { readableParent } from './epics.service.ts';
import { itemReferences, webPathIn } from './presenters.ts';
import { blockingLoader } from './rollups.ts';
import { milestoneViewLoader, subscribedLoader, votesLoader } from './social.loaders.ts';
import { userNotesCountLoader } from './social.service.ts';
import { assigneeIdsLoader, itemLabelsLoader, parentLinkLoader } from './work-items.loaders.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** GitLab's REST v4 JSON for epics and issues (field names as in api.md); loaders batch lists. */

async function authorJson(ctx: RequestContext, item: WorkItemRow) {
  const author = await userLoader(ctx).load(item.authorId);
  return author ? userJson(ctx, author) : null;
}

export async function epicJson(ctx: RequestContext, epic: WorkItemRow) {
  const [group, author, labels, votes, parent, references] = await Promise.all([
    namespaceOf(ctx, epic),
    authorJson(ctx, epic),
    itemLabelsLoader(ctx).load(epic.id),
    votesLoader(ctx).load(epic.id),
    readableParent(ctx, epic),
    itemReferences(ctx, epic),
  ]);
  const webUrl = ctx.env.baseUrl + webPathIn(group, epic);
  return {
    id: epic.id,
    iid: epic.iid,
    group_id: epic.namespaceId,
    parent_id: parent?.id ?? null,
    parent_iid: parent?.iid ?? null,
    title: epic.title,
    description: epic.description,
    state: epic.state,
    confidential: epic.confidential,
    web_url: webUrl,
    reference: references.short,
    references,
    author,
    start_date: epic.startDate,
    start_date_is_fixed: epic.startDateIsFixed,
    start_date_fixed: epic.startDateFixed,
    start_date_from_milestones: epic.startDateFromInherited,
    start_date_from_inherited_source: epic.startDateFromInherited,
    end_date: epic.dueDate,
    due_date: epic.dueDate,
    due_date_is_fixed: epic.dueDateIsFixed,
    due_date_fixed: epic.dueDateFixed,
    due_date_from_milestones: epic.dueDateFromInherited,
    due_date_from_inherited_source: epic.dueDateFromInherited,
    created_at: epic.createdAt,
    updated_at: epic.updatedAt,
    lock_version: epic.lockVersion,
    closed_at: epic.closedAt,
    labels: labels.map((l) => l.title),
    upvotes: votes.upvotes,
    downvotes: votes.downvotes,
    color: epic.color,
    _links: {
      self: `${ctx.env.baseUrl}/api/v4/groups/${epic.namespaceId}/epics/${epic.iid}`,
      epic_issues: `${ctx.env.baseUrl}/api/v4/groups/${epic.namespaceId}/epics/${epic.iid}/issues`,
      group: `${ctx.env.baseUrl}/api/v4/groups/${epic.namespaceId}`,
      parent: parent
        ? `${ctx.env.baseUrl}/api/v4/groups/${parent.namespaceId}/epics/${parent.iid}`
        : null,
    },
  };
}

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

export async function issueJson(ctx: RequestContext, issue: WorkItemRow) {
  const [
    project,
    author,
    labels,
    votes,
    epic,
    references,
    assignees,
    milestone,
    blocking,
    notes,
    closedBy,
  ] = await Promise.all([
    namespaceOf(ctx, issue),
    authorJson(ctx, issue),
    itemLabelsLoader(ctx).load(issue.id),
    votesLoader(ctx).load(issue.id),
    issueEpicJson(ctx, issue),
    itemReferences(ctx, issue),
    assigneeIdsLoader(ctx)
      .load(issue.id)
      .then((ids) => usersByIds(ctx, ids)),
    issue.milestoneId ? milestoneViewLoader(ctx).load(issue.milestoneId) : null,
    blockingLoader(ctx).load(issue.id),
    userNotesCountLoader(ctx).load(issue.id),
    issue.closedById ? userLoader(ctx).load(issue.closedById) : null,
  ]);
  const assigneeJson = assignees.map((u) => userJson(ctx, u));
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
    labels: labels.map((l) => l.title),
    milestone: milestone ? milestoneJson(ctx, milestone) : null,
    assignees: assigneeJson,
    assignee: assigneeJson[0] ?? null,
    author,
    type: issue.type.toUpperCase(),
    issue_type: issue.type,
    user_notes_count: notes,
    merge_requests_count: 0,
    upvotes: votes.upvotes,
    downvotes: votes.downvotes,
    due_date: issue.dueDate,
    confidential: issue.confidential,
    discussion_locked: issue.discussionLocked,
    web_url: ctx.env.baseUrl + webPathIn(project, issue),
    references,
    weight: issue.weight,
    health_status: issue.healthStatus,
    epic_iid: epic?.iid ?? null,
    epic,
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
