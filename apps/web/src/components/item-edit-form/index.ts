export { ItemEditForm } from './item-edit-form.tsx';
export type { ItemEditFormProps } from './item-edit-form.tsx';
export {
  concurrentEditMessage,
  epicEditConflictMessage,
  LEAVE_WARNING,
  mergedMessage,
  OUTDATED_DRAFT_WARNING,
  updateErrorMessage,
} from './edit-messages.ts';
export { mergeEdits, mergeText } from './merge-edits.ts';
export type { EditValues, MergeResult } from './merge-edits.ts';
export { submitEdit } from './submit-edit.ts';
export type { SaveAnswer, SubmitOutcome, VersionedValues } from './submit-edit.ts';
export { useLeaveConfirmation } from './use-leave-confirmation.ts';
export { clearDraft, loadDraft, saveDraft } from './edit-draft.ts';
