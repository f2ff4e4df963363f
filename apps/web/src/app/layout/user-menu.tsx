import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useSignOut, type SessionUser } from '../../lib/session/index.ts';
import classes from './top-bar.module.css';

/** The button's accessible name: the visible name first (WCAG 2.5.3 label in name), then its role. */
export function userMenuLabel(name: string): string {
  return `${name}, user menu`;
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
