// Direct manipulation of one epic bar (docs/decisions/roadmap-drag.md) for viewers who may update
// the epic: pointer drag and keyboard move mode share one preview, drawn as a transform of this bar
// only, and one save (use-save-epic-dates).
import {
  TIMELINE_CELL_WIDTH,
  barGeometry,
  type BarGeometry,
  type PresetType,
  type TimeframeItem,
} from '@cairn/timeline';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { RoadmapEpic } from '../graphql/types.ts';
import { dragTooltipLines, epicDates } from '../utils/date-edit.ts';
import type { EpicDates } from '../utils/drag-dates.ts';
import { useBarKeyboardMove } from './use-bar-keyboard-move.ts';
import { useBarPointerDrag, type BarPreview } from './use-bar-pointer-drag.ts';
import { useSaveEpicDates } from './use-save-epic-dates.tsx';

export interface BarEditingOptions {
  readonly epic: RoadmapEpic;
  readonly geometry: BarGeometry;
  readonly timeframe: readonly TimeframeItem[];
  readonly preset: PresetType;
}

export function useBarEditing({ epic, geometry, timeframe, preset }: BarEditingOptions) {
  const dates = epic.userPermissions.updateEpic ? epicDates(epic) : null;
  const [preview, setPreview] = useState<BarPreview | null>(null);
  const save = useSaveEpicDates();
  const commit = (next: EpicDates) => void save(epic, next);
  const pointer = useBarPointerDrag({ dates, items: timeframe, setPreview, commit });
  const keyboard = useBarKeyboardMove({ epic, dates, setPreview, commit });

  let style: CSSProperties | undefined;
  if (preview) {
    const shown = barGeometry({
      startDate: preview.dates.start,
      endDate: preview.dates.end,
      items: timeframe,
      preset,
      cellWidth: TIMELINE_CELL_WIDTH,
    });
    style = { width: shown.width, transform: `translateX(${shown.left - geometry.left}px)` };
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && pointer.dragging()) {
      event.preventDefault();
      event.stopPropagation();
      pointer.cancel();
      return;
    }
    keyboard.onKeyDown(event);
  };

  return {
    editable: dates !== null,
    /** Extra style of the bar while a change is previewed. */
    style,
    tooltipLines: preview ? dragTooltipLines(epic, preview.dates) : null,
    barProps:
      dates === null
        ? {}
        : {
            ...pointer.handlers,
            onKeyDown,
            onBlur: keyboard.onBlur,
            draggable: false,
            'aria-keyshortcuts': 'M',
            'data-editable': true,
            'data-dragging': preview ? true : undefined,
            'data-move-mode': keyboard.active || undefined,
          },
  };
}
