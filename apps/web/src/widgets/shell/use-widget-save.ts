import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { showWidgetError } from './widget-errors.ts';

type Options<T> = {
  /** Sends the change; throws (see `ensureSaved`) when the server refuses it. */
  save: (next: T) => Promise<unknown>;
  /** The text for a failed save (GitLab's). */
  failure: string;
};

/**
 * A widget's value with an optimistic change: `save` shows the new value at once, sends it, then
 * refetches the page's queries (the same refresh a live update triggers). On failure the previous
 * value comes back and the failure text shows.
 */
export function useWidgetSave<T>(value: T, { save, failure }: Options<T>) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ value: T } | null>(null);
  const [saving, setSaving] = useState(false);
  const latest = useRef(0);

  const run = useCallback(
    async (next: T) => {
      const attempt = ++latest.current;
      setPending({ value: next });
      setSaving(true);
      try {
        await save(next);
        await queryClient.invalidateQueries();
        return true;
      } catch (error) {
        showWidgetError(failure, error);
        return false;
      } finally {
        if (attempt === latest.current) {
          setPending(null);
          setSaving(false);
        }
      }
    },
    [save, failure, queryClient],
  );

  return { value: pending ? pending.value : value, saving, save: run };
}
