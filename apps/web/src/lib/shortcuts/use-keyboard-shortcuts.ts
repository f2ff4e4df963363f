import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { effectiveShortcuts, isTypingTarget, matchSequence } from './shortcut-keys.ts';
import type { Shortcut } from './shortcut-list.ts';
import { activateTarget, navigationTarget } from './shortcut-target.ts';

/** How long the second key of a sequence ('g' then 'i') may wait. */
export const SEQUENCE_TIMEOUT_MS = 1000;
const EVENT = 'cairn:shortcut';

/** Runs `handler` when the shortcut dispatching `name` fires (e.g. 'copy-reference'). */
export function useShortcutHandler(name: string, handler: () => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<string>).detail === name) latest.current();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [name]);
}

/**
 * The app-wide key listener (mounted once in the layout). Never fires while the user types in a
 * text field or editable element, nor with Ctrl, Alt or Meta held. Returns the help's state.
 */
export function useKeyboardShortcuts() {
  const router = useRouter();
  const [helpOpen, setHelpOpen] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const list = effectiveShortcuts();
    let sequence: string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = (shortcut: Shortcut) => {
      const action = shortcut.action;
      if ('help' in action) setHelpOpen(true);
      else if ('target' in action) activateTarget(action.target);
      else if ('event' in action)
        window.dispatchEvent(new CustomEvent(EVENT, { detail: action.event }));
      else {
        const href = navigationTarget(action.go, router.history.location.pathname);
        if (href) void router.navigate({ href });
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || event.key.length !== 1) return;
      clearTimeout(timer);
      sequence = [...sequence, event.key];
      let match = matchSequence(sequence, list);
      if (match === null && sequence.length > 1) {
        sequence = [event.key];
        match = matchSequence(sequence, list);
      }
      if (match === 'pending') {
        timer = setTimeout(() => (sequence = []), SEQUENCE_TIMEOUT_MS);
        return;
      }
      sequence = [];
      if (match === null) return;
      event.preventDefault();
      run(match);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [router, version]);
  return {
    helpOpen,
    closeHelp: () => setHelpOpen(false),
    /** Re-reads the bindings after the help changed one. */
    reload: () => setVersion((v) => v + 1),
  };
}
