import { useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * While `when` holds, asks before the page is left: the browser's own prompt on reload/close
 * (browsers show their generic text there) and `message` on in-app navigation.
 */
export function useLeaveConfirmation(when: boolean, message: string): void {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, message]);

  useBlocker({
    shouldBlockFn: () => !window.confirm(message),
    enableBeforeUnload: false,
    disabled: !when,
  });
}
