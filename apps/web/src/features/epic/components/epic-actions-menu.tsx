import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCircleCheck,
  IconCopy,
  IconDotsVertical,
  IconFlag,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { deleteActionLabel, DeleteConfirmationModal } from '#web/lib/delete-confirmation/index.ts';
import { ReportAbuseModal } from '#web/components/report-abuse/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session/index.ts';

export interface EpicMenuPermissions {
  canCreate: boolean;
  canUpdate: boolean;
  canDestroy: boolean;
  canReportAbuse?: boolean;
}

/** The copy confirmation (GitLab's). */
export const REFERENCE_COPIED = 'Reference copied';

/**
 * The epic header's 'Epic actions' menu (docs/decisions/epic-page.md, Header): Close/Reopen (canUpdate), New epic
 * (canCreate), Copy reference (everyone), Delete epic (canDestroy, signed in).
 */
export function EpicActionsMenu({
  groupPath,
  epicPath,
  state,
  reference,
  permissions,
  onToggleState,
  toggling,
  epicGid,
}: {
  groupPath: string;
  epicPath: string;
  state: string;
  reference: string;
  permissions: EpicMenuPermissions;
  onToggleState: () => void;
  toggling: boolean;
  /** The epic's global id, for Report abuse. */
  epicGid?: string;
}) {
  const { csrfToken, signedIn } = useSession();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const mayReport = signedIn && Boolean(permissions.canReportAbuse && epicGid);
  const closed = state === 'closed';
  const copy = async () => {
    await navigator.clipboard?.writeText(reference);
    notifications.show({ message: REFERENCE_COPIED });
  };
  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Epic actions">
            <IconDotsVertical size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {signedIn && permissions.canUpdate ? (
            <Menu.Item
              disabled={toggling}
              leftSection={
                closed ? (
                  <IconRefresh size={16} aria-hidden />
                ) : (
                  <IconCircleCheck size={16} aria-hidden />
                )
              }
              onClick={onToggleState}
            >
              {closed ? 'Reopen epic' : 'Close epic'}
            </Menu.Item>
          ) : null}
          {signedIn && permissions.canCreate ? (
            <Menu.Item
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => void router.navigate({ href: paths.newEpic(groupPath) })}
            >
              New epic
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
            Copy reference
          </Menu.Item>
          {permissions.canDestroy && csrfToken ? (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {deleteActionLabel('Epic')}
              </Menu.Item>
            </>
          ) : null}
          {mayReport ? (
            <Menu.Item
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={() => setReporting(true)}
            >
              Report abuse
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {mayReport && epicGid ? (
        <ReportAbuseModal
          opened={reporting}
          onClose={() => setReporting(false)}
          itemGid={epicGid}
        />
      ) : null}
      {csrfToken ? (
        <DeleteConfirmationModal
          opened={confirming}
          onClose={() => setConfirming(false)}
          type="Epic"
          action={epicPath}
          csrfToken={csrfToken}
        />
      ) : null}
    </>
  );
}
