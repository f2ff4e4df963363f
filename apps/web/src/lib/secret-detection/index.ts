export { detectSecrets, maskSecret, secretWarningText } from './detect-secrets.ts';
export type { SecretContentType, SecretMatch } from './detect-secrets.ts';
export { SECRET_PATTERNS } from './secret-patterns.ts';
export type { SecretPattern } from './secret-patterns.ts';
export { SecretWarningModal } from './secret-warning-modal.tsx';
export type { SecretWarningModalProps } from './secret-warning-modal.tsx';
export { useSecretConfirmation } from './use-secret-confirmation.tsx';
export type { SecretConfirmation } from './use-secret-confirmation.tsx';
