export { DeleteConfirmationModal } from './delete-confirmation-modal.tsx';
export type { DeleteConfirmationModalProps } from './delete-confirmation-modal.tsx';
export {
  deleteActionLabel,
  deleteConfirmationBody,
  deleteFormFields,
} from './delete-confirmation.ts';
export type { DeletableType } from './delete-confirmation.ts';
export { ItemActionsMenu } from './item-actions-menu.tsx';
