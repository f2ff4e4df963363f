import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRotateClockwise } from '@tabler/icons-react';
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
import { SidebarIterationFragment } from './iteration.fragment.ts';
import { issueSetIterationMutation } from './issue-set-iteration.mutation.ts';
import { projectIterationsQuery } from './project-iterations.query.ts';

/** An iteration as the widget reads it (its title is optional: cadences may leave it empty). */
export type IterationNode = ResultOf<typeof SidebarIterationFragment>;

/** A picker option: `title` is the picker's text, `name` the iteration's own title. */
type IterationOption = IterationNode & { title: string; name: string | null };

export const ITERATION_FETCH_ERROR =
  'Failed to fetch the iterations for the group. Please try again.';
export const ITERATION_SET_ERROR = 'Failed to set iteration on this issue. Please try again.';

const period = (it: IterationNode) => formatDateRange(it.startDate, it.dueDate);

/** "Cadence · Sprint 3", or "Cadence · <dates>" for an untitled iteration. */
function asOption(it: IterationNode): IterationOption {
  const name = it.title || null;
  return { ...it, name, title: `${it.iterationCadence.title} · ${name ?? period(it)}` };
}

/**
 * An issue's iteration (issueSetIteration): shows the iteration with its cadence and dates; the
 * picker lists opened (upcoming and current) iterations, searched by title and cadence title.
 * An iteration the viewer may not view shows the no-permission text instead.
 */
export function IterationWidget({
  target,
  iteration,
  hidden,
}: {
  target: WidgetTarget;
  /** The issue's iteration, as the page's query spreads the widget's fragment. */
  iteration: FragmentOf<typeof SidebarIterationFragment> | null;
  /** One is set that the viewer may not view (the server withholds it). */
  hidden: boolean;
}) {
  const client = useGraphqlClient();
  const current = readFragment(SidebarIterationFragment, iteration);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const query = useGraphqlQuery(
    projectIterationsQuery,
    { fullPath: target.fullPath, search: debounced || null },
    { enabled: target.canUpdate },
  );
  const options = (query.data?.project?.iterations?.nodes ?? []).flatMap((it) =>
    it ? [asOption(readFragment(SidebarIterationFragment, it))] : [],
  );
  return (
    <SelectWidget<IterationOption>
      title="Iteration"
      icon={<IconRotateClockwise size={18} />}
      shortcut="iteration"
      editable={target.canUpdate}
      value={current ? asOption(current) : null}
      renderValue={(it) => (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {it.iterationCadence.title}
          </Text>
          <InternalLink href={it.webPath} size="sm">
            {it.name ?? period(it)}
          </InternalLink>
          {it.name ? (
            <Text size="xs" c="dimmed">
              {period(it)}
            </Text>
          ) : null}
        </Stack>
      )}
      note={
        hidden && !current ? (
          <HiddenValueNote attribute="iteration" editable={target.canUpdate} />
        ) : null
      }
      hidden={hidden}
      noneText="No iteration"
      searchLabel="Search iterations"
      search={search}
      onSearch={setSearch}
      options={options}
      loading={query.isFetching}
      error={query.isError ? ITERATION_FETCH_ERROR : null}
      failure={ITERATION_SET_ERROR}
      testId="iteration-widget"
      save={async (next) => {
        const answer = await client.request(issueSetIterationMutation, {
          projectPath: target.fullPath,
          iid: target.iid,
          iterationId: next?.id ?? null,
        });
        ensureSaved(answer.issueSetIteration);
      }}
    />
  );
}
