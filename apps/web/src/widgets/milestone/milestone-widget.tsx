import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { InternalLink } from '#web/components/internal-link.tsx';
import { formatDateRange } from '#web/lib/dates.ts';
import {
  readFragment,
  useGraphqlClient,
  useGraphqlQuery,
  type FragmentOf,
  type ResultOf,
} from '#web/lib/graphql/index.ts';
import { ensureSaved, HiddenValueNote, SelectWidget, type WidgetTarget } from '../shell/index.ts';
import { issueSetMilestoneMutation } from './issue-set-milestone.mutation.ts';
import { SidebarMilestoneFragment } from './milestone.fragment.ts';
import { projectMilestonesQuery } from './project-milestones.query.ts';

export type MilestoneValue = ResultOf<typeof SidebarMilestoneFragment>;

export const MILESTONE_FETCH_ERROR = 'There was a problem fetching milestones.';
export const MILESTONE_SET_ERROR = 'Failed to set milestone on this issue. Please try again.';

/**
 * An issue's milestone: searched among active milestones of the project and its groups. A
 * milestone the viewer may not view shows the no-permission text instead.
 */
export function MilestoneWidget({
  target,
  milestone,
  hidden = false,
}: {
  target: WidgetTarget;
  /** The item's milestone, as the page's query spreads the widget's fragment. */
  milestone: FragmentOf<typeof SidebarMilestoneFragment> | null;
  /** One is set that the viewer may not view (the server withholds it). */
  hidden?: boolean;
}) {
  const client = useGraphqlClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const query = useGraphqlQuery(
    projectMilestonesQuery,
    { fullPath: target.fullPath, search: debounced || null },
    { enabled: target.canUpdate },
  );
  return (
    <SelectWidget<MilestoneValue>
      title="Milestone"
      icon={<IconClock size={18} />}
      shortcut="milestone"
      editable={target.canUpdate}
      value={readFragment(SidebarMilestoneFragment, milestone)}
      renderValue={(m) => (
        <Stack gap={2}>
          <InternalLink href={m.webPath} size="sm">
            {m.title}
          </InternalLink>
          <Text size="xs" c="dimmed">
            {formatDateRange(m.startDate, m.dueDate)}
          </Text>
        </Stack>
      )}
      note={
        hidden && !milestone ? (
          <HiddenValueNote attribute="milestone" editable={target.canUpdate} />
        ) : null
      }
      hidden={hidden}
      noneText="No milestone"
      searchLabel="Search milestones"
      search={search}
      onSearch={setSearch}
      options={readFragment(
        SidebarMilestoneFragment,
        query.data?.project?.milestones.nodes ?? [],
      ).filter((m) => m !== null)}
      loading={query.isFetching}
      error={query.isError ? MILESTONE_FETCH_ERROR : null}
      failure={MILESTONE_SET_ERROR}
      testId="milestone-widget"
      save={async (next) => {
        const answer = await client.request(issueSetMilestoneMutation, {
          projectPath: target.fullPath,
          iid: target.iid,
          milestoneId: next?.id ?? null,
        });
        ensureSaved(answer.updateIssue);
      }}
    />
  );
}
