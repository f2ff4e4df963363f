import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChecklist,
  IconChevronDown,
  IconFlag,
  IconLogout,
  IconShieldLock,
} from '@tabler/icons-react';
import { useInternalNavigation } from '#web/components/internal-link.tsx';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { useSignOut, type SessionUser } from '#web/lib/session/index.ts';
import classes from './top-bar.module.css';

/** The button's accessible name: the visible name first (WCAG 2.5.3 label in name), then its role. */
export function userMenuLabel(name: string): string {
  return `${name}, user menu`;
}

/** A menu entry that navigates inside the app (a real link: new tab and copy work). */
function MenuLink({ href, icon, children }: { href: string; icon: ReactNode; children: string }) {
  const onClick = useInternalNavigation(href);
  return (
    <Menu.Item component="a" href={href} onClick={onClick} leftSection={icon}>
      {children}
    </Menu.Item>
  );
}

/** The signed-in user's name with a menu holding 'Sign out'. */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/users/sign_in' }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Sign-out failed', message: error.message }),
    });

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={userMenuLabel(user.name)}>
          <Group gap={8} wrap="nowrap">
            <UserAvatar user={user} size={28} decorative />
            <Text size="sm" fw={600} className={classes.userName} data-testid="user-name">
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.7">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed">
            @{user.username}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <MenuLink href="/dashboard/todos" icon={<IconChecklist size={16} aria-hidden />}>
          To-do list
        </MenuLink>
        {user.isAdmin ? (
          <>
            <MenuLink href="/admin/abuse_reports" icon={<IconFlag size={16} aria-hidden />}>
              Abuse reports
            </MenuLink>
            <MenuLink href="/admin/cve_requests" icon={<IconShieldLock size={16} aria-hidden />}>
              CVE ID requests
            </MenuLink>
          </>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onSignOut}
          disabled={signOut.isPending}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
