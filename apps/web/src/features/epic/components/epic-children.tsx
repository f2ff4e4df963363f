import { Alert, Badge, Group, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ItemRow } from '../../../components/item-row.tsx';
import { NamespaceList } from '../../../components/namespace-row.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { WorkItemIcon } from '../../../components/work-item-icon.tsx';
import { formatDate, formatDateRange } from '../../../lib/dates.ts';
import { useGraphqlQuery } from '../../../lib/graphql/index.ts';
import { epicChildrenQuery } from '../graphql/epic-children.query.ts';
import { EpicRoadmapTab, type EpicRoadmapSlot } from './epic-roadmap-tab.tsx';

const EMPTY_TEXT =
  "Link child issues and epics together to show that they're related, or that one blocks another.";

type Tab = 'tree' | 'roadmap';

/**
 * 'Tree view' and 'Roadmap view' tabs (issue-and-epic spec 2.2: only when sub-epics are
 * allowed). The roadmap is rendered on first opening (its code loads then) and stays mounted
 * afterwards, so its settings survive a trip back to the tree.
 */
function ChildTabs({
  tree,
  fullPath,
  iid,
  roadmap,
}: {
  tree: ReactNode;
  fullPath: string;
  iid: string;
  roadmap: EpicRoadmapSlot;
}) {
  const [tab, setTab] = useState<Tab>('tree');
  const [roadmapOpened, setRoadmapOpened] = useState(false);
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value !== 'tree' && value !== 'roadmap') return;
        setTab(value);
        if (value === 'roadmap') setRoadmapOpened(true);
      }}
    >
      <Tabs.List px="md">
        <Tabs.Tab value="tree">Tree view</Tabs.Tab>
        <Tabs.Tab value="roadmap">Roadmap view</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="tree">{tree}</Tabs.Panel>
      <Tabs.Panel value="roadmap">
        {roadmapOpened ? <EpicRoadmapTab fullPath={fullPath} iid={iid} roadmap={roadmap} /> : null}
      </Tabs.Panel>
    </Tabs>
  );
}

/** 'Child issues and epics': the epic's sub-epics, then its issues, each linking to its page. */
export function EpicChildren({
  fullPath,
  iid,
  allowSubEpics = false,
  roadmap,
}: {
  fullPath: string;
  iid: string;
  /** The group allows sub-epics: the roadmap tab is offered (when `roadmap` is given). */
  allowSubEpics?: boolean;
  /** The child-epics roadmap, supplied by app/. */
  roadmap?: EpicRoadmapSlot;
}) {
  const query = useGraphqlQuery(epicChildrenQuery, { fullPath, iid });
  const epic = query.data?.group?.epic;
  const children = epic?.children?.nodes?.filter((e) => e !== null) ?? [];
  const issues = epic?.issues?.nodes?.filter((i) => i !== null) ?? [];
  const total = children.length + issues.length;
  const more = Boolean(epic?.children?.pageInfo.hasNextPage || epic?.issues?.pageInfo.hasNextPage);

  const tree = query.isPending ? (
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
  );

  return (
    <SectionCard
      title="Child issues and epics"
      count={query.isSuccess ? total : undefined}
      headingId="epic-children"
    >
      {roadmap && allowSubEpics ? (
        <ChildTabs tree={tree} fullPath={fullPath} iid={iid} roadmap={roadmap} />
      ) : (
        tree
      )}
    </SectionCard>
  );
}
