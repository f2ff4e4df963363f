import { Alert, Button, Group } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/**
 * A settings form's submit: `onSubmit` answers the server's first error or null when saved;
 * the form shows the error and is busy meanwhile (a second submit waits for the first).
 */
export function useFormSubmit<T>(onSubmit: (value: T) => Promise<string | null>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (value: T, event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(await onSubmit(value));
    setBusy(false);
  };
  return { error, busy, submit };
}

/** The form's refusal, announced to assistive technology. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}

/** The form's submit button (busy while saving) and Cancel. */
export function FormActions({
  submitText,
  busy,
  disabled = false,
  onCancel,
}: {
  submitText: string;
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={busy} disabled={disabled}>
        {submitText}
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
