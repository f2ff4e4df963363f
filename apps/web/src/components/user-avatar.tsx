import { Avatar, Group, Text, type MantineSize } from '@mantine/core';

export interface UserLike {
  name: string;
  username: string;
  avatarUrl?: string | null;
}

/** The user's picture or initials; decorative when the name is shown beside it. */
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
    />
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
