import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  deleteActionLabel,
  DeleteConfirmationModal,
} from '../../../lib/delete-confirmation/index.ts';
import { useSession } from '../../../lib/session/index.ts';

/**
 * The epic header's actions menu. Today it holds 'Delete epic' (canDestroy, signed in with a
 * session); the menu is not rendered when it would be empty.
 */
export function EpicActions({
  path,
  canDestroy,
}: {
  /** The epic's page path (`/groups/<group>/-/epics/<iid>`), where the delete form posts. */
  path: string;
  canDestroy: boolean;
}) {
  const { csrfToken } = useSession();
  const [confirming, setConfirming] = useState(false);
  if (!canDestroy || !csrfToken) return null;
  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Epic actions">
            <IconDotsVertical size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {deleteActionLabel('Epic')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DeleteConfirmationModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        type="Epic"
        action={path}
        csrfToken={csrfToken}
      />
    </>
  );
}
