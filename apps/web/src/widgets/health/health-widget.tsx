import { ColorSwatch, Group, Text } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';
import { useState } from 'react';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import {
  ensureSaved,
  SidebarWidget,
  useReadFailure,
  useWidgetSave,
  WidgetPicker,
  type WidgetTarget,
} from '../shell/index.ts';
import { SidebarEpicHealthFragment } from './epic-health.fragment.ts';
import { SidebarHealthFragment } from './health.fragment.ts';
import { issueSetHealthStatusMutation } from './issue-set-health.mutation.ts';

type Health = 'onTrack' | 'needsAttention' | 'atRisk';

export const HEALTH_TEXT: Record<Health, string> = {
  onTrack: 'On track',
  needsAttention: 'Needs attention',
  atRisk: 'At risk',
};
const HEALTH_COLOR: Record<Health, string> = {
  onTrack: 'green.7',
  needsAttention: 'orange.6',
  atRisk: 'red.7',
};
const NONE = 'none';

/** A status as a coloured dot and dark text (text on the status colours fails contrast). */
function HealthText({ health, children }: { health: Health; children: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <ColorSwatch
        color={`var(--mantine-color-${HEALTH_COLOR[health].replace('.', '-')})`}
        size={10}
      />
      <Text span size="sm">
        {children}
      </Text>
    </Group>
  );
}

/** The health status read failure. */
export const HEALTH_READ_ERROR = 'An error occurred while fetching the health status.';

export const healthError = (type: string) =>
  `Something went wrong while setting ${type} health status.`;

/** An issue's health status; shown only while the issue is open. */
export function HealthWidget({
  target,
  issue,
  open,
}: {
  target: WidgetTarget;
  /** The issue, as the page's query spreads the widget's fragment. */
  issue: FragmentOf<typeof SidebarHealthFragment>;
  open: boolean;
}) {
  const client = useGraphqlClient();
  const healthStatus = readFragment(SidebarHealthFragment, issue).healthStatus ?? null;
  const [editing, setEditing] = useState(false);
  const { value, saving, save } = useWidgetSave(healthStatus, {
    failure: healthError('issue'),
    save: async (next) => {
      const answer = await client.request(issueSetHealthStatusMutation, {
        input: { projectPath: target.fullPath, iid: target.iid, healthStatus: next },
      });
      ensureSaved(answer.issueSetHealthStatus);
    },
  });
  if (!open) return null;
  const options = [
    { id: NONE, text: 'No status', state: value ? 'off' : 'on' } as const,
    ...(Object.keys(HEALTH_TEXT) as Health[]).map((h) => ({
      id: h,
      text: HEALTH_TEXT[h],
      state: h === value ? ('on' as const) : ('off' as const),
    })),
  ];
  return (
    <SidebarWidget
      title="Health status"
      icon={<IconHeartbeat size={18} />}
      summary={value ? HEALTH_TEXT[value] : 'None'}
      editable={target.canUpdate}
      editing={editing}
      onEditingChange={setEditing}
      saving={saving}
      shortcut="health"
      closeText="Close"
      testId="health-widget"
      editor={
        <WidgetPicker
          label="Search health statuses"
          search=""
          onSearch={() => {}}
          options={options}
          onToggle={(id) => {
            setEditing(false);
            const next = id === NONE ? null : (id as Health);
            if (next !== value) void save(next);
          }}
          onClose={() => setEditing(false)}
        />
      }
    >
      {value ? <HealthText health={value}>{HEALTH_TEXT[value]}</HealthText> : null}
    </SidebarWidget>
  );
}

/** An epic's health: counts of its open issues per status, only when their sum is above 0. */
export function EpicHealthWidget({
  epic,
}: {
  /** The epic, as the page's query spreads the widget's fragment. */
  epic: FragmentOf<typeof SidebarEpicHealthFragment>;
}) {
  const health = readFragment(SidebarEpicHealthFragment, epic).healthStatus;
  const counts = health
    ? {
        issuesOnTrack: health.issuesOnTrack ?? 0,
        issuesNeedingAttention: health.issuesNeedingAttention ?? 0,
        issuesAtRisk: health.issuesAtRisk ?? 0,
      }
    : null;
  const sum = counts
    ? counts.issuesOnTrack + counts.issuesNeedingAttention + counts.issuesAtRisk
    : 0;
  const readFailure = useReadFailure();
  // A failed read still shows, with its failure text.
  if (!readFailure && (!counts || sum <= 0)) return null;
  const parts: [Health, number][] = [
    ['onTrack', counts?.issuesOnTrack ?? 0],
    ['needsAttention', counts?.issuesNeedingAttention ?? 0],
    ['atRisk', counts?.issuesAtRisk ?? 0],
  ];
  return (
    <SidebarWidget
      title="Health status"
      icon={<IconHeartbeat size={18} />}
      summary={parts.map(([h, n]) => `${n} ${HEALTH_TEXT[h]}`).join(', ')}
      editable={false}
      editing={false}
      onEditingChange={() => {}}
      testId="health-widget"
    >
      <Group gap={6}>
        {parts.map(([h, n]) => (
          <HealthText key={h} health={h}>
            {`${n} ${HEALTH_TEXT[h]}`}
          </HealthText>
        ))}
      </Group>
    </SidebarWidget>
  );
}
