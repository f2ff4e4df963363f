import { useDebouncedValue } from '@mantine/hooks';
import { IconHierarchy } from '@tabler/icons-react';
import { useState } from 'react';
import { InternalLink } from '#web/components/internal-link.tsx';
import {
  readFragment,
  useGraphqlClient,
  useGraphqlQuery,
  type FragmentOf,
  type ResultOf,
} from '#web/lib/graphql/index.ts';
import { ensureSaved, SelectWidget, type WidgetTarget } from '../shell/index.ts';
import { groupEpicsQuery } from './group-epics.query.ts';
import { SidebarIssueEpicFragment } from './issue-epic.fragment.ts';
import { issueSetEpicMutation } from './issue-set-epic.mutation.ts';

export type EpicValue = ResultOf<typeof SidebarIssueEpicFragment>;

export const EPICS_FETCH_ERROR = 'There was a problem fetching epics.';
export const EPIC_SET_ERROR = 'Failed to set epic on this issue. Please try again.';

/** The issue's epic (issueSetEpic), chosen among open epics of the project's group tree. */
export function IssueEpicWidget({
  target,
  groupPath,
  epic,
}: {
  target: WidgetTarget;
  /** The project's group; without one the issue cannot have an epic. */
  groupPath: string | null;
  /** The issue's epic, as the page's query spreads the widget's fragment. */
  epic: FragmentOf<typeof SidebarIssueEpicFragment> | null;
}) {
  const client = useGraphqlClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const query = useGraphqlQuery(
    groupEpicsQuery,
    { fullPath: groupPath ?? '', search: debounced || null },
    { enabled: target.canUpdate && groupPath !== null },
  );
  return (
    <SelectWidget<EpicValue>
      title="Epic"
      icon={<IconHierarchy size={18} />}
      shortcut="epic"
      editable={target.canUpdate && groupPath !== null}
      value={readFragment(SidebarIssueEpicFragment, epic)}
      renderValue={(e) => (
        <InternalLink href={e.webPath} size="sm">
          {e.title}
        </InternalLink>
      )}
      noneText="No epic"
      searchLabel="Search epics"
      search={search}
      onSearch={setSearch}
      options={readFragment(SidebarIssueEpicFragment, query.data?.group?.epics?.nodes ?? []).filter(
        (e) => e !== null,
      )}
      loading={query.isFetching}
      error={query.isError ? EPICS_FETCH_ERROR : null}
      failure={EPIC_SET_ERROR}
      testId="epic-widget"
      save={async (next) => {
        const answer = await client.request(issueSetEpicMutation, {
          input: { projectPath: target.fullPath, iid: target.iid, epicId: next?.id ?? null },
        });
        ensureSaved(answer.issueSetEpic);
      }}
    />
  );
}
