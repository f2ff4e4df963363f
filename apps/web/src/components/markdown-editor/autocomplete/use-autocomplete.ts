import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { insertText, type TextEdit } from '../formatting.ts';
import { fetchSuggestions, type Suggestion, type SuggestionScope } from './fetch-suggestions.ts';
import { findTrigger, type Trigger } from './trigger.ts';

/** Wait this long after the last keystroke before asking the server. */
export const SUGGESTION_DEBOUNCE_MS = 200;

export interface Autocomplete {
  open: boolean;
  suggestions: Suggestion[];
  activeIndex: number;
  loading: boolean;
  /** Call with the text and caret after every change or caret move. */
  update: (value: string, caret: number) => void;
  /** Handles the list's keys; true when the key was used (the caller then does nothing else). */
  onKeyDown: (event: KeyboardEvent, value: string, apply: (edit: TextEdit) => void) => boolean;
  choose: (index: number, value: string, apply: (edit: TextEdit) => void) => void;
  close: () => void;
}

/** `@user`, `#issue`, `&epic`, `~label`, `%milestone` suggestions for the editor's textarea. */
export function useAutocomplete(scope: SuggestionScope): Autocomplete {
  const client = useGraphqlClient();
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [activeIndex, setActiveIndex] = useState(0);
  const [loading, setLoading] = useState(false);
  const caretRef = useRef(0);
  const { projectPath, groupPath } = scope;

  const update = useCallback((value: string, caret: number) => {
    caretRef.current = caret;
    const next = findTrigger(value, caret);
    setTrigger((prev) =>
      prev?.char === next?.char && prev?.query === next?.query && prev?.start === next?.start
        ? prev
        : next,
    );
  }, []);

  useEffect(() => {
    if (!trigger) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchSuggestions(
        client,
        { projectPath, groupPath },
        trigger.char,
        trigger.query,
        controller.signal,
      )
        .then((found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActiveIndex(0);
        })
        .catch(() => {
          // Suggestions are a help, not a requirement: typing goes on without them.
          if (!controller.signal.aborted) setSuggestions([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, projectPath, groupPath, trigger]);

  const close = useCallback(() => {
    setTrigger(null);
    setSuggestions([]);
  }, []);

  const choose = useCallback(
    (index: number, value: string, apply: (edit: TextEdit) => void) => {
      const picked = suggestions[index];
      if (!picked || !trigger) return;
      apply(insertText(value, trigger.start, caretRef.current, `${picked.insert} `));
      close();
    },
    [suggestions, trigger, close],
  );

  const open = trigger !== null && suggestions.length > 0;

  const onKeyDown = useCallback(
    (event: KeyboardEvent, value: string, apply: (edit: TextEdit) => void) => {
      if (!open || event.ctrlKey || event.metaKey) return false;
      const count = suggestions.length;
      switch (event.key) {
        case 'ArrowDown':
          setActiveIndex((i) => (i + 1) % count);
          return true;
        case 'ArrowUp':
          setActiveIndex((i) => (i - 1 + count) % count);
          return true;
        case 'Enter':
        case 'Tab':
          choose(activeIndex, value, apply);
          return true;
        case 'Escape':
          close();
          return true;
        default:
          return false;
      }
    },
    [open, suggestions.length, activeIndex, choose, close],
  );

  return { open, suggestions, activeIndex, loading, update, onKeyDown, choose, close };
}
