import { ActionIcon, Button, Menu } from '@mantine/core';
import {
  IconAlertOctagon,
  IconArrowUp,
  IconCopy,
  IconFlag,
  IconMail,
  IconDotsVertical,
  IconEye,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { paths } from '#web/lib/paths.ts';

/** What the viewer may do (the issue's permission flags), with the issue's current state. */
export interface IssueActionFlags {
  typeName: string;
  closed: boolean;
  locked: boolean;
  confidential: boolean;
  /** Close (open issue: canUpdateIssue) or reopen (closed issue: canReopenIssue). */
  canToggleState: boolean;
  canLock: boolean;
  canSetConfidential: boolean;
  /** New related issue: canCreateIssue (the desktop menu also needs a signed-in viewer). */
  canCreateIssue: boolean;
  canDelete: boolean;
  signedIn: boolean;
  /** `canPromoteToEpic`. */
  canPromote: boolean;
  /** An incoming email address exists and the viewer is signed in. */
  canCopyEmail: boolean;
  /** Signed in and not the author. */
  canReportAbuse: boolean;
  /** `canReportSpam`: admins, on an item not submitted as spam. */
  canSubmitSpam: boolean;
  /** canMarkAsNotSpam: admins, on an item submitted as spam (the undo). */
  canMarkAsNotSpam: boolean;
}

export interface IssueActionHandlers {
  toggleState: () => void;
  toggleLock: () => void;
  toggleConfidential: () => void;
  copyReference: () => void;
  openDelete: () => void;
  promote: () => void;
  copyEmail: () => void;
  reportAbuse: () => void;
  submitSpam: () => void;
  markAsNotSpam: () => void;
}

const canCreateRelated = (flags: IssueActionFlags, mobile: boolean) =>
  flags.canCreateIssue && (mobile || flags.signedIn);

/** Whether a variant's menu has any item. */
const hasItems = (flags: IssueActionFlags, mobile: boolean) =>
  (mobile && flags.canToggleState) ||
  canCreateRelated(flags, mobile) ||
  flags.canLock ||
  flags.canSetConfidential ||
  flags.signedIn ||
  flags.canPromote ||
  flags.canSubmitSpam ||
  flags.canMarkAsNotSpam ||
  flags.canDelete;

/** The menu items of both variants; the mobile one also holds close / reopen. */
function ActionItems({
  flags,
  on,
  mobile,
  relatedHref,
}: {
  flags: IssueActionFlags;
  on: IssueActionHandlers;
  mobile: boolean;
  relatedHref: string;
}) {
  const type = flags.typeName.toLowerCase();
  const withState = mobile;
  return (
    <>
      {withState && flags.canToggleState ? (
        <Menu.Item onClick={on.toggleState}>
          {flags.closed ? `Reopen ${type}` : `Close ${type}`}
        </Menu.Item>
      ) : null}
      {canCreateRelated(flags, mobile) ? (
        <Menu.Item
          component="a"
          href={relatedHref}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          New related issue
        </Menu.Item>
      ) : null}
      {flags.canPromote ? (
        <Menu.Item onClick={on.promote} leftSection={<IconArrowUp size={16} aria-hidden />}>
          Promote to epic
        </Menu.Item>
      ) : null}
      {flags.canLock ? (
        <Menu.Item
          onClick={on.toggleLock}
          leftSection={
            flags.locked ? (
              <IconLockOpen size={16} aria-hidden />
            ) : (
              <IconLock size={16} aria-hidden />
            )
          }
        >
          {flags.locked ? 'Unlock discussion' : 'Lock discussion'}
        </Menu.Item>
      ) : null}
      {flags.canSetConfidential ? (
        <Menu.Item
          onClick={on.toggleConfidential}
          leftSection={
            flags.confidential ? (
              <IconEye size={16} aria-hidden />
            ) : (
              <IconEyeOff size={16} aria-hidden />
            )
          }
        >
          {flags.confidential ? 'Turn off confidentiality' : 'Turn on confidentiality'}
        </Menu.Item>
      ) : null}
      {flags.signedIn ? (
        <Menu.Item onClick={on.copyReference} leftSection={<IconCopy size={16} aria-hidden />}>
          Copy reference
        </Menu.Item>
      ) : null}
      {flags.canCopyEmail ? (
        <Menu.Item onClick={on.copyEmail} leftSection={<IconMail size={16} aria-hidden />}>
          Copy email address
        </Menu.Item>
      ) : null}
      {flags.canSubmitSpam ? (
        <Menu.Item onClick={on.submitSpam} leftSection={<IconAlertOctagon size={16} aria-hidden />}>
          Submit as spam
        </Menu.Item>
      ) : null}
      {flags.canMarkAsNotSpam ? (
        <Menu.Item
          onClick={on.markAsNotSpam}
          leftSection={<IconAlertOctagon size={16} aria-hidden />}
        >
          Mark as not spam
        </Menu.Item>
      ) : null}
      {flags.canDelete ? (
        <>
          <Menu.Divider />
          <Menu.Item
            color="red"
            onClick={on.openDelete}
            leftSection={<IconTrash size={16} aria-hidden />}
          >
            {`Delete ${type}`}
          </Menu.Item>
        </>
      ) : null}
      {flags.canReportAbuse ? (
        <Menu.Item onClick={on.reportAbuse} leftSection={<IconFlag size={16} aria-hidden />}>
          Report abuse
        </Menu.Item>
      ) : null}
    </>
  );
}

/**
 * The header actions (docs/decisions/issue-page.md, Issue page header). Desktop: a Close/Reopen button and the '{Type} actions' menu; mobile: one
 * full-width menu holding everything. Nothing renders for a viewer with no action.
 */
export function IssueActionsMenu({
  flags,
  on,
  fullPath,
  iid,
}: {
  flags: IssueActionFlags;
  on: IssueActionHandlers;
  fullPath: string;
  iid: string;
}) {
  const relatedHref = `${paths.newIssue(fullPath)}?add_related_issue=${iid}`;
  const type = flags.typeName.toLowerCase();
  const desktopMenu = hasItems(flags, false);
  const mobileMenu = hasItems(flags, true);
  if (!mobileMenu && !desktopMenu) return null;
  return (
    <>
      {flags.canToggleState ? (
        <Button variant="default" visibleFrom="sm" onClick={on.toggleState}>
          {flags.closed ? `Reopen ${type}` : `Close ${type}`}
        </Button>
      ) : null}
      {/* hideDetached off: the menu stays usable while the header scrolls (and under jsdom). */}
      {desktopMenu ? (
        <Menu position="bottom-end" shadow="md" withinPortal hideDetached={false}>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`${flags.typeName} actions`}
              visibleFrom="sm"
            >
              <IconDotsVertical size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown data-testid="issue-actions-desktop">
            <ActionItems flags={flags} on={on} mobile={false} relatedHref={relatedHref} />
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {mobileMenu ? (
        <Menu position="bottom-end" shadow="md" withinPortal hideDetached={false}>
          <Menu.Target>
            <Button variant="default" hiddenFrom="sm" fullWidth>
              {`${flags.typeName} actions`}
            </Button>
          </Menu.Target>
          <Menu.Dropdown data-testid="issue-actions-mobile">
            <ActionItems flags={flags} on={on} mobile relatedHref={relatedHref} />
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </>
  );
}
