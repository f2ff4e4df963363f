import { Text } from '@mantine/core';
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
import { epicSetParentMutation } from './epic-set-parent.mutation.ts';
import { parentEpicOptionsQuery } from './parent-epic-options.query.ts';
import { SidebarParentFragment } from './parent.fragment.ts';

export type ParentValue = NonNullable<ResultOf<typeof SidebarParentFragment>['parent']>;

export const PARENT_FETCH_ERROR = 'There was a problem fetching epics.';
export const PARENT_SET_ERROR = 'Failed to set parent on this epic. Please try again.';
export const NO_PERMISSION_EPIC = "You don't have permission to view this epic";

/**
 * An epic's parent epic (updateEpic parentId). A parent the viewer cannot read shows the no-permission text;
 * the server refuses cycles and too-deep hierarchies with its own message.
 */
export function ParentWidget({
  target,
  epic,
}: {
  target: WidgetTarget;
  /** The epic, as the page's query spreads the widget's fragment. */
  epic: FragmentOf<typeof SidebarParentFragment>;
}) {
  const client = useGraphqlClient();
  const read = readFragment(SidebarParentFragment, epic);
  const parent = read.parent ?? null;
  const hasParent = read.hasParent;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const query = useGraphqlQuery(
    parentEpicOptionsQuery,
    { fullPath: target.fullPath, search: debounced || null },
    { enabled: target.canUpdate },
  );
  const options =
    query.data?.group?.epics?.nodes?.filter((e) => e !== null && e.id !== target.id) ?? [];
  return (
    <SelectWidget<ParentValue>
      title="Parent"
      icon={<IconHierarchy size={18} />}
      shortcut="parent"
      editable={target.canUpdate}
      value={parent}
      renderValue={(e) => (
        <InternalLink href={e.webPath} size="sm">
          {e.title}
        </InternalLink>
      )}
      note={
        hasParent && !parent ? (
          <Text size="sm" c="dimmed">
            {NO_PERMISSION_EPIC}
          </Text>
        ) : null
      }
      noneText="No parent"
      searchLabel="Search epics"
      search={search}
      onSearch={setSearch}
      options={options.filter((e) => e !== null)}
      loading={query.isFetching}
      error={query.isError ? PARENT_FETCH_ERROR : null}
      failure={PARENT_SET_ERROR}
      testId="parent-widget"
      save={async (next) => {
        const answer = await client.request(epicSetParentMutation, {
          groupPath: target.fullPath,
          iid: target.iid,
          parentId: next?.id ?? null,
        });
        ensureSaved(answer.updateEpic);
      }}
    />
  );
}
