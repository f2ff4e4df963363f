import { BLOCKED_CLOSE_CONFIRM, BLOCKED_CLOSE_TITLE } from '../utils/issue-messages.ts';
import { ConfirmModal } from './confirm-modal.tsx';

/** Closing an issue that open items block asks first. */
export function CloseBlockedModal({
  opened,
  blockedByCount,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  blockedByCount: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmModal
      opened={opened}
      title={BLOCKED_CLOSE_TITLE}
      body={
        blockedByCount === 1
          ? 'This issue is blocked by 1 open item.'
          : `This issue is blocked by ${blockedByCount} open items.`
      }
      confirmLabel={BLOCKED_CLOSE_CONFIRM}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
