import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../session/index.ts';
import { deleteActionLabel } from './delete-confirmation.ts';
import { DeleteConfirmationModal } from './delete-confirmation-modal.tsx';

/**
 * An epic or issue header's actions menu ('{Type} actions'). Today it holds the delete action
 * (the viewer may destroy, signed in with a session); it is not rendered when it would be empty.
 */
export function ItemActionsMenu({
  path,
  typeName,
  canDestroy,
}: {
  /** The item's page path (`/groups/<g>/-/epics/<iid>`, `/<project>/-/issues/<iid>`): the form posts there. */
  path: string;
  typeName: string;
  canDestroy: boolean;
}) {
  const { csrfToken } = useSession();
  const [confirming, setConfirming] = useState(false);
  if (!canDestroy || !csrfToken) return null;
  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={`${typeName} actions`}>
            <IconDotsVertical size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {deleteActionLabel(typeName)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DeleteConfirmationModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        type={typeName}
        action={path}
        csrfToken={csrfToken}
      />
    </>
  );
}
