// A toolbar with one tab stop (WAI-ARIA APG toolbar): Left/Right/Home/End move between its
// controls, and Tab leaves it in one key press. Used by the milestones strip, whose bars would
// otherwise each be a tab stop before the first epic.
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

const ITEM = 'a[href], button:not([disabled])';

export function useRovingToolbar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const active = useRef(0);

  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  const syncTabIndex = () => {
    const all = items();
    if (active.current >= all.length) active.current = 0;
    all.forEach((item, index) => {
      item.tabIndex = index === active.current ? 0 : -1;
    });
  };

  // Bars come and go with the range and the expanded state; each render re-applies the stop.
  useLayoutEffect(syncTabIndex);

  return {
    ref,
    onFocus: (event: { target: EventTarget }) => {
      const index = items().indexOf(event.target as HTMLElement);
      if (index >= 0 && index !== active.current) {
        active.current = index;
        syncTabIndex();
      }
    },
    onKeyDown: (event: KeyboardEvent<T>) => {
      const all = items();
      const current = all.indexOf(event.target as HTMLElement);
      if (current < 0) return;
      const next =
        event.key === 'ArrowRight'
          ? Math.min(current + 1, all.length - 1)
          : event.key === 'ArrowLeft'
            ? Math.max(current - 1, 0)
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? all.length - 1
                : null;
      if (next === null) return;
      event.preventDefault();
      active.current = next;
      syncTabIndex();
      all[next]?.focus();
    },
  };
}
