import { builder } from '#server/graphql/builder.ts';
import {
  badArgument,
  idListArgument,
  parseArgs,
  resourceNotAvailable,
} from '#server/graphql/args.ts';
import { gidArgument } from '#server/graphql/global-id.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';
import { readableItemById } from '../core/access.ts';
import { oneId, INPUT } from './issue-mutation.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import { LABEL_GID_TYPES, workItemIdOf } from '../core/work-item-gids.ts';
import { WorkItemRef, workItemTypeById } from '../item-kit/work-item.graphql.ts';
import { createEpicInput, type CreateEpicInput } from '../epics/epics.schema.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { createEpic } from '../epics/epics.writes.ts';
import { createIssueInput, type CreateIssueInput } from './issues.schema.ts';
import { createIssue } from './issues.writes.ts';
import { createChildTask } from './child-task.writes.ts';
import type { RequestContext } from '#server/lib/context.ts';

/**
 * GitLab's `workItemCreate`: a work item of the type `workItemTypeId` names (the ids
 * `workItemTypes` lists) in `namespacePath` (or the older `projectPath`), with GitLab's widget
 * inputs. Issues, incidents and tasks go to projects, epics to groups, through the same writes
 * as `createIssue` and `createEpic` (docs/decisions/0007-gitlab-client-compat.md).
 */

const DescriptionInput = builder.inputType('WorkItemWidgetDescriptionInput', {
  fields: (t) => ({ description: t.string({ required: true }) }),
});
const AssigneesInput = builder.inputType('WorkItemWidgetAssigneesInput', {
  fields: (t) => ({ assigneeIds: t.idList({ required: true }) }),
});
const LabelsInput = builder.inputType('WorkItemWidgetLabelsCreateInput', {
  fields: (t) => ({ labelIds: t.idList({ required: true }) }),
});
const MilestoneInput = builder.inputType('WorkItemWidgetMilestoneInput', {
  fields: (t) => ({ milestoneId: t.id() }),
});
const HierarchyInput = builder.inputType('WorkItemWidgetHierarchyCreateInput', {
  fields: (t) => ({
    parentId: t.id({ description: 'Global ID of the parent (an epic, or an issue for a task).' }),
  }),
});

const WorkItemCreateInput = mutationInput('WorkItemCreateInput', (t) => ({
  namespacePath: t.id({ description: 'Full path of the project or group.' }),
  projectPath: t.id({ description: 'Full path of the project (GitLab deprecated it).' }),
  title: t.string({ required: true }),
  workItemTypeId: t.id({ required: true, description: 'Global ID of a WorkItems::Type.' }),
  confidential: t.boolean(),
  descriptionWidget: t.field({ type: DescriptionInput }),
  assigneesWidget: t.field({ type: AssigneesInput }),
  labelsWidget: t.field({ type: LabelsInput }),
  milestoneWidget: t.field({ type: MilestoneInput }),
  hierarchyWidget: t.field({ type: HierarchyInput }),
}));
type CreateInput = typeof WorkItemCreateInput.$inferInput;

const WorkItemCreatePayload = payloadType<{ workItem: WorkItemRow | null }>(
  'WorkItemCreatePayload',
  (t) => ({ workItem: t.field({ type: WorkItemRef, resolve: (p) => p.workItem }) }),
);

/** The parent `hierarchyWidget.parentId` names: readable, or the resource is not found. */
async function parentOf(ctx: RequestContext, parentId: string | number | null | undefined) {
  if (parentId == null) return null;
  const id = workItemIdOf(String(parentId), 'input.hierarchyWidget.parentId');
  const parent = await readableItemById(ctx, id);
  if (!parent) throw resourceNotAvailable();
  return parent;
}

/** GitLab's hierarchy: an epic holds issues and incidents, an issue or incident holds tasks. */
const validParent = (type: WorkItemRow['type'], parent: WorkItemRow) =>
  type === 'task' ? parent.type === 'issue' || parent.type === 'incident' : parent.type === 'epic';

/** The fields every type shares, in the shape of the shared create inputs. */
const commonFields = (input: CreateInput) => ({
  title: input.title,
  ...(input.descriptionWidget ? { description: input.descriptionWidget.description } : {}),
  ...(input.confidential != null ? { confidential: input.confidential } : {}),
  ...(input.labelsWidget
    ? {
        labelIds: idListArgument(
          'input.labelsWidget.labelIds',
          input.labelsWidget.labelIds,
          ...LABEL_GID_TYPES,
        ),
      }
    : {}),
});

payloadMutation('workItemCreate', WorkItemCreateInput, WorkItemCreatePayload, {
  run: async (input, ctx) => {
    const typeId = gidArgument(
      'input.workItemTypeId',
      String(input.workItemTypeId),
      'WorkItems::Type',
    );
    const type = workItemTypeById(typeId);
    if (!type) throw badArgument('input.workItemTypeId', 'is not a work item type');
    const path = input.namespacePath ?? input.projectPath;
    if (path == null) throw badArgument('input.namespacePath', 'is missing');
    const kind = type === 'epic' ? 'group' : 'project';
    if (type === 'epic' && input.assigneesWidget) {
      throw badArgument('input.assigneesWidget', 'epics have no assignees');
    }
    const common = commonFields(input);
    const valid =
      type === 'epic'
        ? parseArgs(createEpicInput, common, INPUT)
        : parseArgs(
            createIssueInput,
            {
              ...common,
              type,
              ...(input.assigneesWidget
                ? {
                    assigneeIds: idListArgument(
                      'input.assigneesWidget.assigneeIds',
                      input.assigneesWidget.assigneeIds,
                      'User',
                      'UserCore',
                    ),
                  }
                : {}),
              ...(input.milestoneWidget
                ? {
                    milestoneId: oneId(
                      input.milestoneWidget.milestoneId,
                      'Milestone',
                      'milestoneWidget.milestoneId',
                    ),
                  }
                : {}),
            },
            INPUT,
          );
    const namespace = await readableNamespaceByPath(ctx, String(path), kind);
    if (!namespace) throw resourceNotAvailable();
    if (type === 'epic') return createEpic(ctx, namespace, valid as CreateEpicInput);
    const parent = await parentOf(ctx, input.hierarchyWidget?.parentId);
    if (!parent) return createIssue(ctx, namespace, valid as CreateIssueInput);
    if (!validParent(type, parent)) {
      throw badArgument('input.hierarchyWidget.parentId', `is not a valid parent of a ${type}`);
    }
    if (type === 'task') return createChildTask(ctx, namespace, parent, valid as CreateIssueInput);
    return createIssue(ctx, namespace, { ...(valid as CreateIssueInput), epicId: parent.id });
  },
  present: (workItem) => ({ workItem }),
  empty: { workItem: null },
});
