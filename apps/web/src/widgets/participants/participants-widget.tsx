import { Anchor, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { readFragment, useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { SidebarWidget, type WidgetTarget } from '../shell/index.ts';
import { epicParticipantsQuery } from './epic-participants.query.ts';
import { issueParticipantsQuery } from './issue-participants.query.ts';
import { SidebarParticipantFragment } from './participant.fragment.ts';

/** Participants shown before '+ N more'. */
export const PARTICIPANTS_SHOWN = 8;

/** The participants' read failures: the epic's and the issue's fetch failure texts. */
export const EPIC_PARTICIPANTS_ERROR = 'There was an error getting the epic participants.';
export const PARTICIPANTS_ERROR = 'An error occurred while fetching participants';

export const participantsLabel = (count: number) =>
  `${count} ${count === 1 ? 'Participant' : 'Participants'}`;

/** The item's participants, read by their own query so a failure names itself. */
function useParticipants(target: WidgetTarget) {
  const address = { fullPath: target.fullPath, iid: target.iid };
  const issue = useGraphqlQuery(issueParticipantsQuery, address, {
    enabled: target.type === 'issue',
  });
  const epic = useGraphqlQuery(epicParticipantsQuery, address, { enabled: target.type === 'epic' });
  const query = target.type === 'issue' ? issue : epic;
  const item = target.type === 'issue' ? issue.data?.project?.issue : epic.data?.group?.epic;
  const nodes = item?.participants?.nodes ?? [];
  return {
    participants: nodes.flatMap((node) =>
      node ? [readFragment(SidebarParticipantFragment, node)] : [],
    ),
    error: query.isError
      ? target.type === 'epic'
        ? EPIC_PARTICIPANTS_ERROR
        : PARTICIPANTS_ERROR
      : null,
  };
}

/** The item's participants: count, the first 8 avatars, '+ N more' / '- show less'. */
export function ParticipantsWidget({ target }: { target: WidgetTarget }) {
  const { participants, error } = useParticipants(target);
  const [all, setAll] = useState(false);
  const count = participants.length;
  const shown = all ? participants : participants.slice(0, PARTICIPANTS_SHOWN);
  const more = count - PARTICIPANTS_SHOWN;
  return (
    <SidebarWidget
      title={participantsLabel(count)}
      icon={
        <Group gap={2} wrap="nowrap">
          <IconUsers size={16} />
          <Text span size="xs">
            {count}
          </Text>
        </Group>
      }
      summary={String(count)}
      editable={false}
      editing={false}
      onEditingChange={() => {}}
      testId="participants-widget"
    >
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : count ? (
        <Stack gap={6}>
          <Group gap={4}>
            {shown.map((user) => (
              <Tooltip key={user.id} label={user.name}>
                <Anchor href={user.webPath} aria-label={user.name}>
                  <UserAvatar user={user} size={24} decorative />
                </Anchor>
              </Tooltip>
            ))}
          </Group>
          {more > 0 ? (
            <UnstyledButton onClick={() => setAll(!all)} fz="sm" c="blue.8">
              {all ? '- show less' : `+ ${more} more`}
            </UnstyledButton>
          ) : null}
        </Stack>
      ) : null}
    </SidebarWidget>
  );
}
