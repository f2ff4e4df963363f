import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { SectionCard } from '#web/components/section-card.tsx';
import { EpicTreePanel, type TreePermissions } from '../tree/epic-tree-panel.tsx';
import { TREE_TITLE } from '../tree/tree-messages.ts';
import { EpicRoadmapTab, type EpicRoadmapSlot } from './epic-roadmap-tab.tsx';

type Tab = 'tree' | 'roadmap';

/**
 * 'Tree view' and 'Roadmap view' tabs (only when the group allows sub-epics:
 * docs/decisions/0006-roadmap-page.md). The roadmap is rendered on first opening (its code loads then) and stays mounted
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

/** 'Child issues and epics': the epic's tree of child epics and issues (tree/). */
export function EpicChildren({
  fullPath,
  iid,
  title = '',
  confidential = false,
  permissions = { canAdmin: false, canAdminRelation: false },
  allowSubEpics = false,
  roadmap,
}: {
  fullPath: string;
  iid: string;
  /** The epic's title (named by the remove confirmation and 'Move to…'). */
  title?: string;
  confidential?: boolean;
  permissions?: TreePermissions;
  /** The group allows sub-epics: the roadmap tab is offered (when `roadmap` is given). */
  allowSubEpics?: boolean;
  /** The child-epics roadmap, supplied by app/. */
  roadmap?: EpicRoadmapSlot;
}) {
  const tree = (
    <EpicTreePanel
      fullPath={fullPath}
      iid={iid}
      title={title}
      confidential={confidential}
      allowSubEpics={allowSubEpics}
      permissions={permissions}
      headingId="epic-children"
    />
  );
  return (
    <SectionCard title={TREE_TITLE} headingId="epic-children">
      {roadmap && allowSubEpics ? (
        <ChildTabs tree={tree} fullPath={fullPath} iid={iid} roadmap={roadmap} />
      ) : (
        tree
      )}
    </SectionCard>
  );
}
