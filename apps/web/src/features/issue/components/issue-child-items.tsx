import { Group, Text } from '@mantine/core';
import { ConfidentialBadge } from '#web/components/confidential-badge.tsx';
import { ItemRow } from '#web/components/item-row.tsx';
import { NamespaceList } from '#web/components/namespace-row.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { stateText } from '#web/components/state-badge.tsx';
import { WorkItemIcon } from '#web/components/work-item-icon.tsx';
import { useGraphqlQuery, type ResultOf } from '#web/lib/graphql/index.ts';
import { issueChildItemsQuery } from '../graphql/issue-child-items.query.ts';

type Widget = NonNullable<
  NonNullable<ResultOf<typeof issueChildItemsQuery>['project']>['issue']
>['widgets'][number];
type Hierarchy = Extract<Widget, { children: unknown }>;

const iconType = (name: string) => (name === 'Task' ? 'task' : name === 'Epic' ? 'epic' : 'issue');
const rowState = (state: string) => (state === 'CLOSED' ? 'closed' : 'opened');

/** '1 of 3 tasks closed': the tasks roll-up the server counts over the children the viewer reads. */
export function taskCompletion(widget: Hierarchy): string | null {
  const tasks = widget.rolledUpCountsByType.find((c) => c.workItemType.name === 'Task');
  if (!tasks || tasks.countsByState.all === 0) return null;
  const { closed, all } = tasks.countsByState;
  return `${closed} of ${all} ${all === 1 ? 'task' : 'tasks'} closed`;
}

/**
 * The issue's 'Child items' (its tasks): type icon, state, reference and title link. It is a
 * TanStack query, so the page's live invalidation refetches it; without readable children it
 * shows nothing (the page offers no way to add one here).
 */
export function IssueChildItems({ fullPath, iid }: { fullPath: string; iid: string }) {
  const query = useGraphqlQuery(issueChildItemsQuery, { fullPath, iid });
  const widget = query.data?.project?.issue?.widgets.find(
    (w): w is Hierarchy => 'children' in w && w.children !== undefined,
  );
  const children = widget?.children?.nodes?.filter((n) => n !== null) ?? [];
  if (!widget || children.length === 0) return null;
  const completion = taskCompletion(widget);
  return (
    <SectionCard
      title="Child items"
      headingId="child-items-heading"
      count={children.length}
      actions={
        completion ? (
          <Text size="sm" c="dimmed" data-testid="task-completion">
            {completion}
          </Text>
        ) : undefined
      }
    >
      <NamespaceList label="Child items">
        {children.map((child) => (
          <ItemRow
            key={child.id}
            testId="child-item"
            icon={
              <WorkItemIcon
                type={iconType(child.workItemType.name)}
                state={rowState(child.state)}
              />
            }
            title={child.title}
            href={child.webPath ?? ''}
            meta={
              <Group gap="xs" wrap="wrap">
                <span>
                  {child.reference} · {stateText(rowState(child.state))}
                </span>
                {child.confidential ? <ConfidentialBadge /> : null}
              </Group>
            }
          />
        ))}
      </NamespaceList>
    </SectionCard>
  );
}
