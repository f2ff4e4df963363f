import { useCallback, useRef, useState, type ReactNode } from 'react';
import { detectSecrets, type SecretContentType, type SecretMatch } from './detect-secrets.ts';
import { SecretWarningModal } from './secret-warning-modal.tsx';

interface Pending {
  secrets: SecretMatch[];
  contentType: SecretContentType;
}

export interface SecretConfirmation {
  /**
   * Resolves true when `text` holds no secret, or when the user chose 'Add {content type}';
   * false when they chose to edit. Call it before saving and save only on true.
   */
  confirmNoSecrets: (text: string, contentType: SecretContentType) => Promise<boolean>;
  /** The dialog; render it once in the component that saves. */
  secretModal: ReactNode;
}

/** The pre-save secret check (secret-patterns.ts) for a description form or a comment box. */
export function useSecretConfirmation(): SecretConfirmation {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setPending(null);
  }, []);

  const confirmNoSecrets = useCallback((text: string, contentType: SecretContentType) => {
    const secrets = detectSecrets(text);
    if (secrets.length === 0) return Promise.resolve(true);
    resolver.current?.(false);
    setPending({ secrets, contentType });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const secretModal = (
    <SecretWarningModal
      secrets={pending?.secrets ?? []}
      contentType={pending?.contentType ?? 'comment'}
      onConfirm={() => settle(true)}
      onEdit={() => settle(false)}
    />
  );
  return { confirmNoSecrets, secretModal };
}
