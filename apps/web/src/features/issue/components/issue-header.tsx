import { Box, Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfidentialBadge } from '#web/components/confidential-badge.tsx';
import { HiddenBadge } from '#web/components/hidden-badge.tsx';
import { NamespaceBreadcrumbs } from '#web/components/namespace-breadcrumbs.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { UserChip } from '#web/components/user-avatar.tsx';
import { ReportAbuseModal } from '#web/components/report-abuse/index.ts';
import { DeleteConfirmationModal } from '#web/lib/delete-confirmation/index.ts';
import { formatTime } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session/index.ts';
import { useShortcutHandler } from '#web/lib/shortcuts/index.ts';
import type { IssueDetails, IssueDetailsProject } from '../hooks/use-issue-cache.ts';
import { useIssueActions } from '../hooks/use-issue-actions.ts';
import { useIssueExtraActions } from '../hooks/use-issue-extra-actions.ts';
import { useIssueSpam } from '../hooks/use-issue-spam.ts';
import { SPAM_CONFIRM, SPAM_CONFIRM_BODY, SPAM_CONFIRM_TITLE } from '../utils/issue-messages.ts';
import { issueTypeName } from '../utils/issue-type.ts';
import { CloseBlockedModal } from './close-blocked-modal.tsx';
import { IssueActionsMenu, type IssueActionFlags } from './issue-actions-menu.tsx';
import { IssueStatusBadge, type ClosedAs } from './issue-status-badge.tsx';
import { IssueStickyHeader } from './issue-sticky-header.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

/** Which header actions the viewer gets (the issue's permission flags). */
export function issueActionFlags(issue: IssueDetails, signedIn: boolean): IssueActionFlags {
  const p = issue.userPermissions;
  const closed = issue.state === 'closed';
  return {
    typeName: issueTypeName(issue.type),
    closed,
    locked: issue.discussionLocked,
    confidential: issue.confidential,
    canToggleState: closed ? p.canReopenIssue : p.canUpdateIssue,
    canLock: issue.type === 'ISSUE' && signedIn && p.canUpdateIssue,
    canSetConfidential: (issue.type === 'ISSUE' || issue.type === 'INCIDENT') && p.canUpdateIssue,
    canCreateIssue: p.canCreateIssue,
    canDelete: p.canDestroyIssue && signedIn,
    signedIn,
    canPromote: p.canPromoteToEpic,
    canCopyEmail: signedIn && Boolean(issue.createNoteEmail),
    canReportAbuse: signedIn && p.canReportAbuse,
    canSubmitSpam: p.canReportSpam,
    canMarkAsNotSpam: p.canMarkAsNotSpam,
  };
}

/** 'Closed (duplicated|moved|promoted)': where a closed issue went, when readable. */
export function closedAsOf(issue: IssueDetails): ClosedAs | null {
  if (issue.promotedToEpic) return { kind: 'promoted', webPath: issue.promotedToEpic.webPath };
  if (issue.duplicatedTo) return { kind: 'duplicated', webPath: issue.duplicatedTo.webPath };
  if (issue.movedTo) return { kind: 'moved', webPath: issue.movedTo.webPath };
  return null;
}

/** Breadcrumbs, status, title, Edit and the actions (with their modals), and the sticky header. */
export function IssueHeader({
  project,
  issue,
  onEdit,
}: {
  project: IssueDetailsProject;
  issue: IssueDetails;
  onEdit?: () => void;
}) {
  const { csrfToken, signedIn } = useSession();
  const actions = useIssueActions(project.fullPath, issue);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [confirmingSpam, setConfirmingSpam] = useState(false);
  const spam = useIssueSpam(project.fullPath, issue);
  const headerRef = useRef<HTMLDivElement>(null);
  const flags = issueActionFlags(issue, signedIn);
  const extra = useIssueExtraActions(project.fullPath, issue);
  useShortcutHandler('copy-reference', () => {
    if (signedIn) void actions.copyReference();
  });
  const status = <IssueStatusBadge state={issue.state} closedAs={closedAsOf(issue)} />;

  const toggleState = () => {
    if (issue.state === 'closed') void actions.setState('REOPEN');
    else if (issue.blocked) setConfirmingClose(true);
    else void actions.setState('CLOSE');
  };

  return (
    <Box ref={headerRef}>
      <IssueStickyHeader titleRef={headerRef} status={status} title={issue.title} />
      <PageHeader
        breadcrumbs={
          <NamespaceBreadcrumbs
            fullPath={project.fullPath}
            lastIsProject
            trail={[
              { label: 'Issues', href: paths.projectIssues(project.fullPath) },
              { label: `#${issue.iid}` },
            ]}
          />
        }
        badges={
          <>
            {status}
            {issue.confidential ? <ConfidentialBadge /> : null}
            {issue.hidden ? <HiddenBadge spam={issue.hiddenAsSpam} /> : null}
          </>
        }
        title={issue.title}
        actions={
          <Group gap="xs" wrap="nowrap">
            {issue.userPermissions.canUpdateIssue && onEdit ? (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={onEdit}
                data-shortcut="edit"
              >
                Edit
              </Button>
            ) : null}
            <IssueActionsMenu
              flags={flags}
              fullPath={project.fullPath}
              iid={issue.iid}
              on={{
                toggleState,
                toggleLock: () => void actions.setLocked(!issue.discussionLocked),
                toggleConfidential: () => void actions.setConfidential(!issue.confidential),
                copyReference: () => void actions.copyReference(),
                openDelete: () => setDeleting(true),
                promote: () => void extra.promote(),
                copyEmail: () => void extra.copyEmail(),
                reportAbuse: () => setReporting(true),
                submitSpam: () => setConfirmingSpam(true),
                markAsNotSpam: () => void spam.setSpam(false),
              }}
            />
          </Group>
        }
        meta={
          <Group gap={6} component="span" wrap="wrap">
            <span>Created {formatTime(issue.createdAt)} by</span>
            <UserChip user={issue.author} />
          </Group>
        }
      />
      <CloseBlockedModal
        opened={confirmingClose}
        blockedByCount={issue.blockedByCount ?? 0}
        onCancel={() => setConfirmingClose(false)}
        onConfirm={() => {
          setConfirmingClose(false);
          void actions.setState('CLOSE');
        }}
      />
      <ConfirmModal
        opened={confirmingSpam}
        title={SPAM_CONFIRM_TITLE}
        body={SPAM_CONFIRM_BODY}
        confirmLabel={SPAM_CONFIRM}
        onCancel={() => setConfirmingSpam(false)}
        onConfirm={() => {
          setConfirmingSpam(false);
          void spam.setSpam(true);
        }}
      />
      {flags.canReportAbuse ? (
        <ReportAbuseModal
          opened={reporting}
          onClose={() => setReporting(false)}
          itemGid={issue.id}
        />
      ) : null}
      {csrfToken && flags.canDelete ? (
        <DeleteConfirmationModal
          opened={deleting}
          onClose={() => setDeleting(false)}
          type={flags.typeName}
          action={paths.issue(project.fullPath, issue.iid)}
          csrfToken={csrfToken}
        />
      ) : null}
    </Box>
  );
}
