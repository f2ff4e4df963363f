import {
  draggable,
  dropTargetForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { Box } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MarkdownHtml } from '../markdown-html.tsx';
import { TaskItemMenu } from './task-item-menu.tsx';
import {
  listItems,
  moveByDrop,
  moveByOne,
  sourceLine,
  type ListItemInfo,
  type TaskListChange,
} from './task-list-items.ts';
import classes from './task-list.module.css';

interface Slot {
  element: HTMLElement;
  item: ListItemInfo;
  label: string;
  /** A task item (it has a checkbox): it may be converted or deleted. */
  task: boolean;
}

/** The item's own text (without nested lists), to name its controls. */
function ownText(li: HTMLLIElement): string {
  const parts = [...li.childNodes].filter(
    (n) =>
      !(
        n instanceof Element &&
        (['UL', 'OL'].includes(n.tagName) || n.hasAttribute('data-task-slot'))
      ),
  );
  return (
    parts
      .map((n) => n.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim() || 'item'
  );
}

/**
 * Server-rendered markdown whose task lists work: checkboxes toggle and items of lists with two
 * or more items reorder (drag the handle, or its menu's Move up / Move down) when `editable`;
 * otherwise checkboxes stay read-only. Each change names its item by position
 * (`TaskListChange`) and `onChange` sends it; the page refetches the description after.
 */
export function TaskListMarkdown({
  html,
  source,
  editable,
  onChange,
  onConvert,
}: {
  html: string;
  source: string;
  editable: boolean;
  onChange: (change: TaskListChange) => Promise<void>;
  /** Converts the task item on a line into a child task (offered when given). */
  onConvert?: (at: { lineNumber: number; lineSource: string }) => Promise<void>;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<Slot[]>([]);
  const [pending, setPending] = useState(false);
  const latest = useRef({ source, onChange, onConvert });
  useLayoutEffect(() => {
    latest.current = { source, onChange, onConvert };
  });
  const run = (work: Promise<void> | undefined) => {
    if (!work) return;
    setPending(true);
    void work.finally(() => setPending(false));
  };

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const send = (change: TaskListChange | null) => {
      if (!change) return;
      setPending(true);
      void latest.current.onChange(change).finally(() => setPending(false));
    };
    const items = listItems(element);
    const cleanups: (() => void)[] = [];
    const next: Slot[] = [];
    for (const item of items) {
      const box = item.element.querySelector<HTMLInputElement>(':scope > input[type="checkbox"]');
      if (box && editable) {
        box.disabled = false;
        const toggle = () =>
          send({
            lineNumber: item.line,
            lineSource: sourceLine(latest.current.source, item.line),
            checked: box.checked,
          });
        box.addEventListener('change', toggle);
        cleanups.push(() => box.removeEventListener('change', toggle));
      }
      if (!editable || (item.count < 2 && !box)) continue;
      const slot = document.createElement('span');
      slot.setAttribute('data-task-slot', '');
      slot.className = classes.slot ?? '';
      item.element.prepend(slot);
      next.push({ element: slot, item, label: ownText(item.element), task: Boolean(box) });
      if (item.count < 2) continue;
      cleanups.push(
        dropTargetForElements({
          element: item.element,
          canDrop: ({ source: s }) => s.data.taskListLine !== undefined,
          onDrag: ({ source: s, location }) => {
            // Only the innermost item under the pointer shows the edge.
            if (location.current.dropTargets[0]?.element !== item.element) {
              return item.element.removeAttribute('data-drop-edge');
            }
            const dragged = items.find((i) => i.line === s.data.taskListLine);
            const rect = item.element.getBoundingClientRect();
            const change =
              dragged && moveByDrop(dragged, item, '', location.current.input.clientY, rect);
            if (change) item.element.setAttribute('data-drop-edge', change.moveTo!.position);
            else item.element.removeAttribute('data-drop-edge');
          },
          onDragLeave: () => item.element.removeAttribute('data-drop-edge'),
          onDrop: ({ source: s, location }) => {
            item.element.removeAttribute('data-drop-edge');
            if (location.current.dropTargets[0]?.element !== item.element) return;
            const dragged = items.find((i) => i.line === s.data.taskListLine);
            const rect = item.element.getBoundingClientRect();
            send(
              dragged
                ? moveByDrop(
                    dragged,
                    item,
                    latest.current.source,
                    location.current.input.clientY,
                    rect,
                  )
                : null,
            );
          },
        }),
      );
    }
    setSlots(next);
    return () => {
      for (const cleanup of cleanups) cleanup();
      for (const slot of next) slot.element.remove();
    };
  }, [html, editable]);

  return (
    <Box ref={root} className={classes.taskList} aria-busy={pending || undefined}>
      <MarkdownHtml html={html} />
      {slots.map((slot) => {
        const at = () => ({
          lineNumber: slot.item.line,
          lineSource: sourceLine(latest.current.source, slot.item.line),
        });
        return createPortal(
          <DraggableHandle
            slot={slot}
            disabled={pending}
            onMove={(direction) => {
              const items = root.current ? listItems(root.current) : [];
              const change = moveByOne(slot.item, items, latest.current.source, direction);
              if (change) run(latest.current.onChange(change));
            }}
            onConvert={
              slot.task && onConvert ? () => run(latest.current.onConvert?.(at())) : undefined
            }
            onDelete={
              slot.task ? () => run(latest.current.onChange({ ...at(), remove: true })) : undefined
            }
          />,
          slot.element,
          `${slot.item.line}`,
        );
      })}
    </Box>
  );
}

function DraggableHandle({
  slot,
  disabled,
  onMove,
  onConvert,
  onDelete,
}: {
  slot: Slot;
  disabled: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onConvert?: () => void;
  onDelete?: () => void;
}) {
  const handle = useRef<HTMLButtonElement>(null);
  const sortable = slot.item.count > 1;
  useLayoutEffect(() => {
    if (!handle.current || !sortable) return;
    return draggable({
      element: slot.item.element,
      dragHandle: handle.current,
      getInitialData: () => ({ taskListLine: slot.item.line }),
    });
  }, [slot, sortable]);
  return (
    <TaskItemMenu
      ref={handle}
      label={slot.label}
      disabled={disabled}
      canMoveUp={slot.item.index > 0}
      canMoveDown={slot.item.index < slot.item.count - 1}
      onMove={sortable ? onMove : null}
      onConvert={onConvert}
      onDelete={onDelete}
    />
  );
}
