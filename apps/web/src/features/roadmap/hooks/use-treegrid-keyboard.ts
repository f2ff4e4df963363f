// Keyboard navigation of the roadmap treegrid (WAI-ARIA APG treegrid, rows first): one tab stop
// (the active row), Up/Down/Home/End between rows, Right/Left expand, collapse, go to the parent or
// step through the row's controls, Enter opens the epic. Rows are virtualised, so moving to a row
// that is not rendered scrolls it in and focuses it once it mounts.
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EpicRow } from '../utils/epic-rows.ts';
import type { TreegridRowInfo } from '../utils/treegrid-rows.ts';

/** Marks the focusable controls of a row that Left/Right step through. */
export const GRID_STOP = 'data-grid-stop';

interface Target {
  readonly index: number;
  /** -1 is the row itself, else the position among its controls. */
  readonly stop: number;
}

export interface TreegridKeyboardOptions {
  readonly rows: readonly EpicRow[];
  readonly info: readonly TreegridRowInfo[];
  readonly isExpanded: (epicId: string) => boolean;
  readonly canExpand: (row: EpicRow) => boolean;
  readonly toggle: (row: EpicRow) => void;
  readonly scrollToIndex: (index: number) => void;
}

function rowElement(container: HTMLElement, index: number): HTMLElement | null {
  return container.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`);
}

function stopsOf(row: HTMLElement): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(`[${GRID_STOP}]`)];
}

export function useTreegridKeyboard(options: TreegridKeyboardOptions) {
  const { rows, info, isExpanded, canExpand, toggle, scrollToIndex } = options;
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const pending = useRef<Target | null>(null);

  const focusTarget = useCallback((container: HTMLElement, target: Target): boolean => {
    const row = rowElement(container, target.index);
    if (!row) return false;
    const stops = stopsOf(row);
    const element = target.stop < 0 ? row : (stops[Math.min(target.stop, stops.length - 1)] ?? row);
    element.focus();
    return true;
  }, []);

  // A row scrolled in for focus mounts on a later render.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (container && pending.current && focusTarget(container, pending.current)) {
      pending.current = null;
    }
  });

  const moveTo = (container: HTMLElement, target: Target) => {
    if (target.index < 0 || target.index >= rows.length) return;
    scrollToIndex(target.index);
    if (!focusTarget(container, target)) pending.current = target;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.metaKey) return;
    const container = event.currentTarget;
    const target = event.target as HTMLElement;
    const rowEl = target.closest<HTMLElement>('[role="row"][data-index]');
    if (!rowEl || !container.contains(rowEl)) return;
    const index = Number(rowEl.dataset.index);
    const row = rows[index];
    if (!row) return;
    const stops = stopsOf(rowEl);
    const stop = target === rowEl ? -1 : stops.indexOf(target);
    const onRow = stop === -1;
    const lastStop = stops.length - 1;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        return moveTo(container, { index: index + 1, stop });
      case 'ArrowUp':
        handled();
        return moveTo(container, { index: index - 1, stop });
      case 'Home':
        handled();
        return event.ctrlKey || onRow
          ? moveTo(container, { index: 0, stop: onRow ? -1 : stop })
          : moveTo(container, { index, stop: 0 });
      case 'End':
        handled();
        return event.ctrlKey || onRow
          ? moveTo(container, { index: rows.length - 1, stop: onRow ? -1 : stop })
          : moveTo(container, { index, stop: lastStop });
      case 'ArrowRight':
        handled();
        if (onRow && canExpand(row) && !isExpanded(row.epic.id)) return toggle(row);
        if (stop < lastStop) return moveTo(container, { index, stop: stop + 1 });
        return;
      case 'ArrowLeft':
        handled();
        if (!onRow) return moveTo(container, { index, stop: stop - 1 });
        if (canExpand(row) && isExpanded(row.epic.id)) return toggle(row);
        return moveTo(container, { index: info[index]?.parentIndex ?? -1, stop: -1 });
      case 'Enter':
        if (!onRow) return;
        handled();
        rowEl.querySelector<HTMLElement>('[data-testid="epic-title"]')?.click();
        return;
      default:
    }
  };

  return {
    activeKey,
    containerRef,
    onKeyDown,
    onFocus: (event: { target: EventTarget }) => {
      const rowEl = (event.target as HTMLElement).closest<HTMLElement>('[role="row"][data-index]');
      const key = rowEl ? rows[Number(rowEl.dataset.index)]?.key : undefined;
      if (key && key !== activeKey) setActiveKey(key);
    },
  };
}
