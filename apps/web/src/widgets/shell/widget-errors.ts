import { notifications } from '@mantine/notifications';

/** A refusal the server explained in the payload's `errors` list (kept to show the first one). */
export class WidgetSaveError extends Error {
  constructor(readonly errors: readonly string[]) {
    super(errors[0] ?? 'The change was not saved');
  }
}

/** Throws when a mutation payload is missing or carries errors: the widget then reverts. */
export function ensureSaved<P extends { errors: readonly string[] } | null | undefined>(
  payload: P,
): NonNullable<P> {
  if (!payload) throw new WidgetSaveError([]);
  if (payload.errors.length) throw new WidgetSaveError(payload.errors);
  return payload as NonNullable<P>;
}

/** The server's first error of a failed save, when it gave one. */
export const firstError = (error: unknown) =>
  error instanceof WidgetSaveError ? error.errors[0] : undefined;

/**
 * Shows a widget's failure text as an alert toast; the server's first error (when any) follows
 * it, as the catalogue asks for dates, to-dos and notifications.
 */
export function showWidgetError(message: string, error?: unknown) {
  const detail = firstError(error);
  notifications.show({
    color: 'red',
    title: detail ? message : undefined,
    message: detail ?? message,
    autoClose: 8000,
  });
}
