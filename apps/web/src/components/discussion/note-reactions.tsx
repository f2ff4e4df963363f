import { Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconMoodPlus } from '@tabler/icons-react';
import type { DiscussionNote } from './use-discussion.ts';

/** The reactions offered by the picker (GitLab's frequently used set). */
const PICKER = [
  ['thumbsup', '👍'],
  ['thumbsdown', '👎'],
  ['smile', '😄'],
  ['tada', '🎉'],
  ['heart', '❤️'],
  ['rocket', '🚀'],
  ['eyes', '👀'],
] as const;

interface Props {
  note: DiscussionNote;
  viewer: string | null;
  onToggle: (name: string) => void;
}

/** Emoji reactions on a comment: one toggle per emoji awarded, and a picker to add one. */
export function NoteReactions({ note, viewer, onToggle }: Props) {
  const groups = new Map<string, { emoji: string; users: string[] }>();
  for (const award of note.awardEmoji?.nodes ?? []) {
    if (!award) continue;
    const group = groups.get(award.name) ?? { emoji: award.emoji, users: [] };
    group.users.push(award.user.username);
    groups.set(award.name, group);
  }
  const canAward = note.userPermissions.awardEmoji;
  if (!groups.size && !canAward) return null;
  return (
    <Group gap={4} mt={4}>
      {[...groups].map(([name, { emoji, users }]) => {
        const mine = viewer !== null && users.includes(viewer);
        return (
          <Tooltip key={name} label={`Reacted with :${name}: by ${users.join(', ')}`}>
            <Button
              size="compact-xs"
              variant={mine ? 'light' : 'default'}
              aria-pressed={mine}
              aria-label={`${emoji} ${name}, ${users.length}`}
              disabled={!canAward}
              onClick={() => onToggle(name)}
            >
              {emoji} {users.length}
            </Button>
          </Tooltip>
        );
      })}
      {canAward ? (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button size="compact-xs" variant="subtle" aria-label="Add reaction">
              <IconMoodPlus size={16} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Group gap={2} p={4}>
              {PICKER.map(([name, emoji]) => (
                <Menu.Item key={name} aria-label={name} onClick={() => onToggle(name)} w="auto">
                  {emoji}
                </Menu.Item>
              ))}
            </Group>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
