import { Alert, Badge, Group, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ItemRow } from '../../../components/item-row.tsx';
import { NamespaceList } from '../../../components/namespace-row.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { WorkItemIcon } from '../../../components/work-item-icon.tsx';
import { formatDate, formatDateRange } from '../../../lib/dates.ts';
import { useGraphqlQuery } from '../../../lib/graphql/index.ts';
import { epicChildrenQuery } from '../graphql/epic-children.query.ts';

const EMPTY_TEXT =
  "Link child issues and epics together to show that they're related, or that one blocks another.";

/** 'Child issues and epics': the epic's sub-epics, then its issues, each linking to its page. */
export function EpicChildren({ fullPath, iid }: { fullPath: string; iid: string }) {
  const query = useGraphqlQuery(epicChildrenQuery, { fullPath, iid });
  const epic = query.data?.group?.epic;
  const children = epic?.children?.nodes?.filter((e) => e !== null) ?? [];
  const issues = epic?.issues?.nodes?.filter((i) => i !== null) ?? [];
  const total = children.length + issues.length;
  const more = Boolean(epic?.children?.pageInfo.hasNextPage || epic?.issues?.pageInfo.hasNextPage);

  return (
    <SectionCard
      title="Child issues and epics"
      count={query.isSuccess ? total : undefined}
      headingId="epic-children"
    >
      {query.isPending ? (
        <Group p="md">
          <PageLoader label="Loading child items" />
        </Group>
      ) : query.error ? (
        <Alert color="red" variant="light" m="md" role="alert">
          The child issues and epics could not be loaded.
        </Alert>
      ) : total === 0 ? (
        <EmptyState title="No child items yet" description={EMPTY_TEXT} />
      ) : (
        <>
          <NamespaceList label="Child issues and epics">
            {children.map((child) => (
              <ItemRow
                key={child.id}
                testId="child-epic"
                icon={<WorkItemIcon type="epic" state={child.state} />}
                title={child.title}
                href={child.webPath}
                meta={
                  <>
                    {child.reference} · {formatDateRange(child.startDate, child.dueDate)}
                  </>
                }
              />
            ))}
            {issues.map((issue) => (
              <ItemRow
                key={issue.id}
                testId="child-issue"
                icon={<WorkItemIcon type="issue" state={issue.state} />}
                title={issue.title}
                href={issue.webPath}
                meta={
                  <>
                    {issue.reference}
                    {issue.dueDate ? ` · Due ${formatDate(issue.dueDate)}` : ''}
                  </>
                }
                aside={
                  issue.weight != null ? (
                    <Badge variant="light" color="gray" radius="sm" title="Weight">
                      <Text span size="xs">
                        Weight {issue.weight}
                      </Text>
                    </Badge>
                  ) : null
                }
              />
            ))}
          </NamespaceList>
          {more ? (
            <Text size="sm" c="dimmed" px="md" py="sm">
              Showing the first 100 child epics and the first 100 issues.
            </Text>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
