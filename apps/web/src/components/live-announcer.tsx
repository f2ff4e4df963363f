// One polite live region for the whole app: status messages (page titles after navigation,
// result counts after filtering) are read by screen readers without moving focus.
import { VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';

let message = '';
const listeners = new Set<() => void>();
let pending: ReturnType<typeof setTimeout> | undefined;

function emit(next: string) {
  message = next;
  for (const listener of listeners) listener();
}

/** Announces a message politely; the same text said twice is announced twice. */
export function announce(text: string) {
  clearTimeout(pending);
  emit('');
  // The region must change after it was emptied, or a repeated message is not read again.
  pending = setTimeout(() => emit(text), 100);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered once, in the app layout. */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {text}
    </VisuallyHidden>
  );
}
