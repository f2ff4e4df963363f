import { ActionIcon, Anchor, Group, Popover, Radio, Stack, Text } from '@mantine/core';
import { IconCalendar, IconHelpCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { InternalLink } from '#web/components/internal-link.tsx';
import { formatDate } from '#web/lib/dates.ts';
import {
  readFragment,
  useGraphqlClient,
  type FragmentOf,
  type ResultOf,
} from '#web/lib/graphql/index.ts';
import {
  DateEditor,
  ensureSaved,
  SidebarWidget,
  useWidgetSave,
  type WidgetTarget,
} from '../shell/index.ts';
import { DATES_HELP_PATH, dateError } from './date-messages.ts';
import { SidebarEpicDatesFragment } from './epic-dates.fragment.ts';
import { epicSetDatesMutation } from './epic-set-dates.mutation.ts';

/** The milestone or child epic an inherited date comes from (GitLab's sourcing milestone). */
export type InheritedSource = { kind: 'milestone' | 'epic'; title: string; webPath: string };

export type EpicDate = {
  isFixed: boolean;
  fixed: string | null;
  /** From the milestones of its issues and from child epics. */
  inherited: string | null;
  /** Where `inherited` comes from, when the viewer may see it. */
  source?: InheritedSource | null;
};

type Source = { title: string; webPath: string } | null | undefined;

/** What an inherited date comes from, when the viewer may see it (the server withholds others). */
const dateSource = (milestone: Source, epic: Source): InheritedSource | null =>
  milestone ? { kind: 'milestone', ...milestone } : epic ? { kind: 'epic', ...epic } : null;

/** One kind's date of the epic, from the fragment's fields of that kind. */
function epicDate(
  epic: ResultOf<typeof SidebarEpicDatesFragment>,
  kind: 'start' | 'due',
): EpicDate {
  return kind === 'start'
    ? {
        isFixed: Boolean(epic.startDateIsFixed),
        fixed: epic.startDateFixed ?? null,
        inherited: epic.startDateFromInheritedSource ?? null,
        source: dateSource(epic.startDateSourcingMilestone, epic.startDateSourcingEpic),
      }
    : {
        isFixed: Boolean(epic.dueDateIsFixed),
        fixed: epic.dueDateFixed ?? null,
        inherited: epic.dueDateFromInheritedSource ?? null,
        source: dateSource(epic.dueDateSourcingMilestone, epic.dueDateSourcingEpic),
      };
}

function SourceLine({ source }: { source: InheritedSource }) {
  return (
    <Text size="xs" c="dimmed" pl={26}>
      {source.kind === 'milestone' ? 'From milestone ' : 'From child epic '}
      {/* Underlined: a link inside dimmed text must not rely on colour alone (WCAG 1.4.1). */}
      <InternalLink href={source.webPath} size="xs" underline="always">
        {source.title}
      </InternalLink>
    </Text>
  );
}

function HelpPopover() {
  return (
    <Popover width={240} position="left" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Help with epic dates">
          <IconHelpCircle size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs">
          These dates affect how your epics appear in the roadmap. Set a fixed date or one inherited
          from the milestones and child epics assigned to this epic.
        </Text>
        <Anchor href={DATES_HELP_PATH} size="xs">
          More information
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * An epic's start or due date: fixed (picked here, removable) or inherited from milestones and
 * child epics (shown, never removed here). The radio chooses which one the epic uses.
 */
export function EpicDateWidget({
  target,
  kind,
  epic,
}: {
  target: WidgetTarget;
  kind: 'start' | 'due';
  /** The epic, as the page's query spreads the widget's fragment. */
  epic: FragmentOf<typeof SidebarEpicDatesFragment>;
}) {
  const client = useGraphqlClient();
  const date = epicDate(readFragment(SidebarEpicDatesFragment, epic), kind);
  const [editing, setEditing] = useState(false);
  const title = kind === 'start' ? 'Start date' : 'Due date';
  const { value, saving, save } = useWidgetSave(date, {
    failure: dateError('epic', kind),
    save: async (next) => {
      const fields =
        kind === 'start'
          ? { startDateFixed: next.fixed, startDateIsFixed: next.isFixed }
          : { dueDateFixed: next.fixed, dueDateIsFixed: next.isFixed };
      const answer = await client.request(epicSetDatesMutation, {
        input: { groupPath: target.fullPath, iid: target.iid, ...fields },
      });
      ensureSaved(answer.updateEpic);
    },
  });
  const shown = value.isFixed ? value.fixed : value.inherited;
  const editable = target.canUpdate;
  return (
    <SidebarWidget
      title={title}
      icon={<IconCalendar size={18} />}
      summary={formatDate(shown) ?? 'None'}
      editable={editable}
      editing={editing}
      onEditingChange={setEditing}
      saving={saving}
      closeText="Close"
      testId={`${kind}-date-widget`}
      editor={
        <DateEditor
          label={`Fixed ${kind} date`}
          value={value.fixed}
          onClose={() => setEditing(false)}
          onPick={(fixed) => {
            setEditing(false);
            void save({ ...value, fixed, isFixed: fixed !== null || value.isFixed });
          }}
        />
      }
    >
      <Radio.Group
        value={value.isFixed ? 'fixed' : 'inherited'}
        onChange={(choice) => void save({ ...value, isFixed: choice === 'fixed' })}
        aria-label={`${title} source`}
      >
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <Radio value="fixed" size="xs" label="Fixed:" disabled={!editable || saving} />
            <Text size="sm">{formatDate(value.fixed) ?? 'None'}</Text>
            {editable && value.fixed ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Remove fixed ${kind} date`}
                onClick={() => void save({ ...value, fixed: null })}
              >
                <IconX size={12} />
              </ActionIcon>
            ) : null}
          </Group>
          <Group gap={6} wrap="nowrap">
            <Radio value="inherited" size="xs" label="Inherited:" disabled={!editable || saving} />
            <Text size="sm">{formatDate(value.inherited) ?? 'None'}</Text>
            <HelpPopover />
          </Group>
          {value.inherited && value.source ? <SourceLine source={value.source} /> : null}
        </Stack>
      </Radio.Group>
    </SidebarWidget>
  );
}
