import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { InternalLink } from './internal-link.tsx';
import { NamespaceAvatar } from './namespace-avatar.tsx';
import { VisibilityIcon } from './visibility-icon.tsx';
import classes from './namespace-row.module.css';

/** One group or project in a list: avatar, linked name, visibility, description. */
export function NamespaceRow({
  name,
  avatarName,
  href,
  avatarUrl,
  visibility,
  description,
  subtitle,
  aside,
}: {
  name: string;
  /** The name the avatar's initial comes from (defaults to `name`). */
  avatarName?: string;
  href: string;
  avatarUrl?: string | null;
  visibility?: string | null;
  description?: string | null;
  subtitle?: string | null;
  aside?: ReactNode;
}) {
  return (
    <li className={classes.row}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <NamespaceAvatar name={avatarName ?? name} avatarUrl={avatarUrl} size={36} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={8} wrap="nowrap">
            <InternalLink href={href} fw={600} c="dark.7" className={classes.name}>
              {name}
            </InternalLink>
            <VisibilityIcon visibility={visibility} />
          </Group>
          {subtitle ? (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
          {description ? (
            <Text size="sm" c="gray.7" lineClamp={2}>
              {description}
            </Text>
          ) : null}
        </Stack>
        {aside}
      </Group>
    </li>
  );
}

export function NamespaceList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}
