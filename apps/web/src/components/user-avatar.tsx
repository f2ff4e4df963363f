import { Avatar, Group, Text, type MantineSize } from '@mantine/core';
import classes from './user-avatar.module.css';

export interface UserLike {
  name: string;
  username: string;
  avatarUrl?: string | null;
}

/** Up to two initials, as Mantine's Avatar writes them: 'Olivia Owner' -> 'OO', 'root' -> 'RO'. */
export function initialsOf(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/**
 * The user's picture or initials; decorative when the name is shown beside it. Decorative
 * initials are drawn by CSS so that a control holding the avatar and the name has the name alone
 * as its visible text (axe label-content-name-mismatch counts aria-hidden text as visible).
 */
export function UserAvatar({
  user,
  size = 'sm',
  decorative = false,
}: {
  user: UserLike;
  size?: MantineSize | number;
  decorative?: boolean;
}) {
  return (
    <Avatar
      src={user.avatarUrl || null}
      name={user.name}
      color="initials"
      size={size}
      radius="xl"
      alt={decorative ? '' : user.name}
      aria-hidden={decorative || undefined}
    >
      {decorative ? (
        <span className={classes.initials} data-initials={initialsOf(user.name)} />
      ) : undefined}
    </Avatar>
  );
}

/** Avatar, name and @username, as in GitLab's author line. */
export function UserChip({ user }: { user: UserLike }) {
  return (
    <Group gap={6} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
      <UserAvatar user={user} size={22} decorative />
      <Text span fw={600} size="sm">
        {user.name}
      </Text>
      <Text span c="dimmed" size="sm">
        @{user.username}
      </Text>
    </Group>
  );
}
