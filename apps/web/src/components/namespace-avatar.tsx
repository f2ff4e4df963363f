import { Avatar } from '@mantine/core';

/** Square avatar for groups and projects: the picture, else the name's first letter. */
export function NamespaceAvatar({
  name,
  avatarUrl,
  size = 40,
}: {
  name: string;
  avatarUrl?: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={avatarUrl || null}
      name={name}
      color="initials"
      radius="md"
      size={size}
      alt=""
      aria-hidden
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
