import { Anchor, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { UserAvatar, type UserLike } from '../../components/user-avatar.tsx';
import { SidebarWidget } from '../shell/index.ts';

/** Participants shown before '+ N more' (§9). */
export const PARTICIPANTS_SHOWN = 8;

export const participantsLabel = (count: number) =>
  `${count} ${count === 1 ? 'Participant' : 'Participants'}`;

type Participant = UserLike & { id: string; webPath: string };

/** The item's participants: count, the first 8 avatars, '+ N more' / '- show less'. */
export function ParticipantsWidget({ participants }: { participants: readonly Participant[] }) {
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
      {count ? (
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
