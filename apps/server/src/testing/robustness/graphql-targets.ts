import { schema } from '#server/wiring/schema.ts';
import type { Reach, SweepOptions } from './graphql-sweep.ts';
import type { RobustnessWorld } from './robustness-world.ts';

const WORK_ITEM_TYPES = new Set(['Epic', 'Issue', 'EpicIssue', 'WorkItem']);
const WORK_ITEM_FIELDS = new Set([
  'Group.epic',
  'Group.epics',
  'Group.issues',
  'Project.issue',
  'Project.issues',
  'Query.issue',
  'Query.workItem',
]);
const CORE_MUTATIONS = new Set([
  'Mutation.labelCreate',
  'Mutation.awardEmojiAdd',
  'Mutation.awardEmojiRemove',
  'Mutation.awardEmojiToggle',
]);

/** Whether a field's resolver lives in the work-items module. */
export function isWorkItemField(field: string): boolean {
  const [type = ''] = field.split('.');
  if (type === 'Mutation') return !CORE_MUTATIONS.has(field);
  return WORK_ITEM_TYPES.has(type) || WORK_ITEM_FIELDS.has(field);
}

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;

/** How to reach each type, and valid values for required arguments and mutation inputs. */
export function gqlTargets(w: RobustnessWorld): Omit<SweepOptions, 'include'> {
  const { epics, issues } = w;
  const epicIid = String(epics.epic.iid);
  const issueIid = String(issues.issue.iid);
  const reach: Reach = {
    Query: (s) => `{ ${s} }`,
    Mutation: (s) => `{ ${s} }`,
    Group: (s) => `{ group(fullPath: "acme") { ${s} } }`,
    Project: (s) => `{ project(fullPath: "acme/web") { ${s} } }`,
    Epic: (s) => `{ group(fullPath: "acme") { epic(iid: "${epicIid}") { ${s} } } }`,
    Issue: (s) => `{ project(fullPath: "acme/web") { issue(iid: "${issueIid}") { ${s} } } }`,
    EpicIssue: (s) =>
      `{ group(fullPath: "acme") { epic(iid: "${epicIid}") { issues(first: 1) { nodes { ${s} } } } } }`,
    WorkItem: (s) =>
      `{ project(fullPath: "acme/web") { issue(iid: "${issueIid}") { linkedWorkItems(first: 1) { nodes { workItem { ${s} } } } } } }`,
  };
  const onIssue = { projectPath: 'acme/web', iid: issueIid };
  const valid: Record<string, unknown> = {
    'Query.group.fullPath': 'acme',
    'Query.project.fullPath': 'acme/web',
    'Query.issue.id': gid('Issue', issues.issue.id),
    'Query.workItem.id': gid('WorkItem', issues.issue.id),
    'Project.issue.iid': issueIid,
    'Mutation.labelCreate.input': { groupPath: 'acme', title: 'gql-label', color: '#ff0000' },
    'Mutation.createEpic.input': { groupPath: 'acme', title: 'GraphQL epic' },
    'Mutation.updateEpic.input': { groupPath: 'acme', iid: epicIid, title: 'Public epic' },
    'Mutation.createIssue.input': { projectPath: 'acme/web', title: 'GraphQL issue' },
    'Mutation.updateIssue.input': { ...onIssue, title: 'Public issue' },
    'Mutation.epicAddIssue.input': {
      groupPath: 'acme',
      iid: epicIid,
      projectPath: 'acme/web',
      issueIid: String(issues.thirdIssue.iid),
    },
    'Mutation.epicSetSubscription.input': {
      groupPath: 'acme',
      iid: epicIid,
      subscribedState: true,
    },
    'Mutation.epicTreeReorder.input': {
      baseEpicId: gid('Epic', epics.epic.id),
      moved: {
        id: gid('Epic', epics.childEpic.id),
        adjacentReferenceId: gid('Epic', epics.confidentialEpic.id),
        relativePosition: 'before',
      },
    },
    'Mutation.issueSetAssignees.input': { ...onIssue, assigneeUsernames: [] },
    'Mutation.issueSetConfidential.input': { ...onIssue, confidential: false },
    'Mutation.issueSetDueDate.input': { ...onIssue, dueDate: '2026-01-01' },
    'Mutation.issueSetEpic.input': { ...onIssue, epicId: gid('Epic', epics.epic.id) },
    'Mutation.issueSetHealthStatus.input': { ...onIssue, healthStatus: 'onTrack' },
    'Mutation.issueSetLocked.input': { ...onIssue, locked: false },
    'Mutation.issueSetSubscription.input': { ...onIssue, subscribedState: true },
    'Mutation.issueSetWeight.input': { ...onIssue, weight: 3 },
    'Mutation.workItemAddLinkedItems.input': {
      id: gid('WorkItem', issues.issue.id),
      workItemsIds: [gid('WorkItem', issues.thirdIssue.id)],
      linkType: 'RELATED',
    },
    'Mutation.workItemRemoveLinkedItems.input': {
      id: gid('WorkItem', issues.issue.id),
      workItemsIds: [gid('WorkItem', issues.secondIssue.id)],
    },
    'Mutation.todoCreate.input': { targetId: gid('Issue', issues.issue.id) },
    'Mutation.todoMarkDone.input': { id: 'gid://gitlab/Todo/1' },
  };
  for (const action of ['Add', 'Remove', 'Toggle']) {
    valid[`Mutation.awardEmoji${action}.input`] = {
      awardableId: gid('Issue', issues.issue.id),
      name: 'heart',
    };
  }
  return { schema, reach, valid };
}
