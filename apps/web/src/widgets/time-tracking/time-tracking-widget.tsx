import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconStopwatch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useGraphqlClient, useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { ensureSaved, SidebarWidget, useWidgetSave, type WidgetTarget } from '../shell/index.ts';
import { humanDuration } from './duration.ts';
import { issueTimeTrackingQuery } from './issue-time-tracking.query.ts';
import { TimeEntryForm, type TimeEntry } from './time-entry-form.tsx';
import { EstimateControl } from './estimate-form.tsx';
import {
  setEstimateMutation,
  timelogCreateMutation,
  timelogDeleteMutation,
} from './timelog.mutations.ts';

export const NO_TIME = 'No estimate or time spent';
export const TIME_ENTRY_ERROR = 'An error occurred while saving the time entry.';
export const TIME_DELETE_ERROR = 'An error occurred while removing the time entry.';
export const ESTIMATE_ERROR = 'An error occurred while setting the estimate.';

type Totals = { estimate: number; spent: number; humanEstimate: string; humanSpent: string };

/** "Spent 1h" / "Estimate 3h", as GitLab's sidebar labels them. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}{' '}
      </Text>
      {value}
    </Text>
  );
}

/** Spent against the estimate: a bar, and the time remaining or by how much it is over. */
function Totals({ estimate, spent, humanEstimate, humanSpent }: Totals) {
  const rest = estimate - spent;
  return (
    <Stack gap={4}>
      <Group gap="md">
        <Figure label="Spent" value={humanSpent} />
        {estimate ? <Figure label="Estimate" value={humanEstimate} /> : null}
      </Group>
      {estimate ? (
        <>
          <Progress
            size="sm"
            color={rest < 0 ? 'red' : 'blue'}
            value={Math.min(100, (Math.max(spent, 0) / estimate) * 100)}
            aria-label="Time spent of the estimate"
          />
          <Text size="xs" c="dimmed">
            {rest < 0
              ? `Over by ${humanDuration(-rest)}`
              : `Time remaining: ${humanDuration(rest)}`}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * An issue's time tracking (GitLab's sidebar section): spent and estimate with a progress bar,
 * the time entries, "Set estimate", "Add time entry" and deleting an entry for viewers who may
 * log time (GitLab's admin_issue). The widget reads its own query; a live update refetches it.
 */
export function TimeTrackingWidget({ target }: { target: WidgetTarget }) {
  const client = useGraphqlClient();
  const [editing, setEditing] = useState(false);
  const query = useGraphqlQuery(issueTimeTrackingQuery, {
    fullPath: target.fullPath,
    iid: target.iid,
  });
  const issue = query.data?.project?.issue;
  const entries = (issue?.timelogs.nodes ?? []).flatMap((n) => (n ? [n] : []));
  const mayLog = Boolean(issue?.userPermissions.adminIssue);
  const add = useWidgetSave<TimeEntry | null>(null, {
    failure: TIME_ENTRY_ERROR,
    save: async (entry) => {
      if (!entry) return;
      const answer = await client.request(timelogCreateMutation, {
        input: {
          issuableId: target.id,
          timeSpent: entry.timeSpent,
          spentAt: new Date(`${entry.spentAt}T12:00:00Z`).toISOString(),
          summary: entry.summary,
        },
      });
      ensureSaved(answer.timelogCreate);
    },
  });
  const remove = useWidgetSave<string | null>(null, {
    failure: TIME_DELETE_ERROR,
    save: async (id) => {
      if (id) ensureSaved((await client.request(timelogDeleteMutation, { id })).timelogDelete);
    },
  });
  const setEstimate = useWidgetSave<string | null | undefined>(undefined, {
    failure: ESTIMATE_ERROR,
    save: async (timeEstimate) => {
      const answer = await client.request(setEstimateMutation, {
        projectPath: target.fullPath,
        iid: target.iid,
        timeEstimate: timeEstimate ?? null,
      });
      ensureSaved(answer.updateIssue);
    },
  });
  const estimate = issue?.timeEstimate ?? 0;
  const spent = issue?.totalTimeSpent ?? 0;
  const any = estimate !== 0 || spent !== 0 || entries.length > 0;
  const estimateControl = mayLog ? (
    <EstimateControl
      estimate={estimate}
      humanEstimate={issue?.humanTimeEstimate ?? ''}
      onSave={(timeEstimate) => setEstimate.save(timeEstimate)}
    />
  ) : null;
  return (
    <SidebarWidget
      title="Time tracking"
      icon={<IconStopwatch size={18} />}
      summary={
        any
          ? `${issue?.humanTotalTimeSpent ?? '0h'} / ${issue?.humanTimeEstimate ?? '--'}`
          : NO_TIME
      }
      editable={mayLog}
      editing={editing}
      onEditingChange={setEditing}
      saving={add.saving || remove.saving || setEstimate.saving}
      closeText="Close"
      testId="time-tracking-widget"
      empty={
        <Stack gap={4} align="flex-start">
          <Text size="sm" c="dimmed">
            {NO_TIME}
          </Text>
          {estimateControl}
        </Stack>
      }
      editor={
        <TimeEntryForm
          onAdd={(entry) => void add.save(entry).then((saved) => saved && setEditing(false))}
          onClose={() => setEditing(false)}
        />
      }
    >
      {any ? (
        <Stack gap={6}>
          <Totals
            estimate={estimate}
            spent={spent}
            humanEstimate={issue?.humanTimeEstimate ?? ''}
            humanSpent={issue?.humanTotalTimeSpent ?? '0h'}
          />
          {estimateControl ? <Group>{estimateControl}</Group> : null}
          <Stack
            gap={2}
            component="ul"
            aria-label="Time entries"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {entries.map((entry) => (
              <Group key={entry.id} component="li" gap={6} wrap="nowrap" justify="space-between">
                <Text size="xs">
                  {humanDuration(entry.timeSpent)} · {String(entry.spentAt ?? '').slice(0, 10)} ·{' '}
                  {entry.user.username}
                  {entry.summary ? ` · ${entry.summary}` : ''}
                </Text>
                {mayLog ? (
                  <ActionIcon
                    size="xs"
                    variant="subtle"
                    color="gray"
                    aria-label="Delete time spent"
                    onClick={() => void remove.save(entry.id)}
                  >
                    <IconTrash size={12} />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </SidebarWidget>
  );
}
