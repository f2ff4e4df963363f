// The handle at the end of a bar: dragged onto another epic's row, it makes this epic block that
// one. Pointer only; keyboard users add dependencies on the epic page (the bar's popover links to
// its linked items), see docs/decisions/roadmap-dependencies.md.
import { useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { RoadmapEpic } from '../graphql/types.ts';
import type { NewDependency } from '../hooks/use-add-dependency.ts';
import { useDependencies } from '../state/dependencies.tsx';
import classes from './dependencies.module.css';

interface Drag {
  readonly fromX: number;
  readonly fromY: number;
  readonly x: number;
  readonly y: number;
}

/** The epic row under a viewport point (the drag preview lets the pointer through). */
function epicAt(x: number, y: number): { id: string; title: string } | null {
  const row = document.elementFromPoint(x, y)?.closest('[data-testid="epic-row"]');
  const id = row?.getAttribute('data-epic-id');
  if (!row || !id) return null;
  return { id, title: row.querySelector('[data-testid="epic-title"]')?.textContent ?? '' };
}

export interface DependencyHandleProps {
  readonly epic: RoadmapEpic;
  readonly left: number;
  /** One mutation for the whole list (epics-list.tsx), not a mutation observer per mounted row. */
  readonly onAdd: (dependency: NewDependency) => void;
}

export function DependencyHandle({ epic, left, onAdd }: DependencyHandleProps) {
  const { shown } = useDependencies();
  const [drag, setDrag] = useState<Drag | null>(null);
  if (!shown || !epic.userPermissions?.adminEpicRelation) return null;

  const start = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    const fromX = box.left + box.width / 2;
    const fromY = box.top + box.height / 2;
    setDrag({ fromX, fromY, x: event.clientX, y: event.clientY });
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag) setDrag({ ...drag, x: event.clientX, y: event.clientY });
  };
  const end = (event: PointerEvent<HTMLSpanElement>) => {
    if (!drag) return;
    setDrag(null);
    const target = epicAt(event.clientX, event.clientY);
    if (target && target.id !== epic.id) {
      onAdd({ blocker: { id: epic.id, title: epic.title }, blocked: target });
    }
  };

  return (
    <>
      <span
        className={classes.handle}
        style={{ left }}
        aria-hidden="true"
        title="Drag onto the epic this one blocks"
        data-testid="dependency-handle"
        data-dragging={drag ? true : undefined}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={() => setDrag(null)}
      />
      {drag
        ? createPortal(
            <svg className={classes.preview} aria-hidden="true" data-testid="dependency-preview">
              <line x1={drag.fromX} y1={drag.fromY} x2={drag.x} y2={drag.y} />
            </svg>,
            document.body,
          )
        : null}
    </>
  );
}
