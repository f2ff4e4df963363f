// Pure geometry of the roadmap's dependency arrows (blocking epic -> blocked epic). Coordinates are
// those of the epics list: x from the left of the scroll content, y from the top of the first row.
//
// Routing rule (docs/decisions/roadmap-dependencies.md): an arrow leaves the blocker's bar at the
// middle of its end, horizontally, and enters the blocked bar at the middle of its start,
// horizontally. When there is room between the two (the blocked bar starts at least two stubs
// after the blocker ends) it turns once, vertically, one stub before the blocked bar. Otherwise it
// leaves by one stub, goes vertically to the row gap on the blocked row's side facing the
// blocker, runs along that gap (where no bar is) to one stub before the blocked bar, and enters.
// Horizontal runs therefore never cross a bar: they stay in their own row beside the bar's end,
// or in a gap between rows.

export const ARROW_STUB = 10;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where an epic's bar sits: its horizontal extent, its row's vertical extent, its middle. */
export interface BarBox {
  readonly left: number;
  readonly right: number;
  readonly rowTop: number;
  readonly rowBottom: number;
  readonly middle: number;
}

export interface Dependency {
  /** The blocking epic's id. */
  readonly from: string;
  /** The blocked epic's id. */
  readonly to: string;
  /** The blocked epic starts before its blocker ends. */
  readonly violated: boolean;
}

export interface DependencyArrow extends Dependency {
  readonly points: readonly Point[];
  readonly d: string;
}

/** The elbow path from the blocker's end to the blocked bar's start (the rule above). */
export function elbowPoints(from: BarBox, to: BarBox, stub = ARROW_STUB): Point[] {
  const start = { x: from.right, y: from.middle };
  const end = { x: to.left, y: to.middle };
  if (end.x - start.x >= 2 * stub) {
    const turn = end.x - stub;
    return [start, { x: turn, y: start.y }, { x: turn, y: end.y }, end];
  }
  const out = start.x + stub;
  const into = end.x - stub;
  const gap = to.rowTop >= from.rowBottom ? to.rowTop : to.rowBottom;
  return [
    start,
    { x: out, y: start.y },
    { x: out, y: gap },
    { x: into, y: gap },
    { x: into, y: end.y },
    end,
  ];
}

/** SVG path data of a polyline. */
export function pathData(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');
}

/** Coordinates to a tenth of a pixel: shorter path data, no visible difference. */
export const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The arrows worth drawing: both ends have a bar, and the arrow crosses the vertical band
 * `[visibleTop, visibleBottom]` (the rendered rows), so arrows passing through the viewport are
 * drawn even when both of their ends are scrolled away.
 */
export function dependencyArrows(
  dependencies: readonly Dependency[],
  boxes: ReadonlyMap<string, BarBox>,
  visibleTop: number,
  visibleBottom: number,
): DependencyArrow[] {
  const arrows: DependencyArrow[] = [];
  for (const dependency of dependencies) {
    const from = boxes.get(dependency.from);
    const to = boxes.get(dependency.to);
    if (!from || !to) continue;
    const points = elbowPoints(from, to);
    const ys = points.map((p) => p.y);
    if (Math.max(...ys) < visibleTop || Math.min(...ys) > visibleBottom) continue;
    arrows.push({ ...dependency, points, d: pathData(points) });
  }
  return arrows;
}

interface DatedEpic {
  readonly id: string;
  readonly startDate?: string | null;
  readonly dueDate?: string | null;
  readonly blockedEpicIds?: readonly string[] | null;
}

/**
 * 'Starts before its blocker ends': the blocked epic's start is on or before the blocker's due
 * date (a day is whole, so starting on the day the blocker ends is still too early). Without
 * either date there is nothing to compare.
 */
export function startsBeforeBlockerEnds(blocker: DatedEpic, blocked: DatedEpic): boolean {
  if (!blocker.dueDate || !blocked.startDate) return false;
  return blocked.startDate <= blocker.dueDate;
}

/** The dependencies among the loaded epics, each pair once, in load order. */
export function dependenciesAmong(epics: readonly DatedEpic[]): Dependency[] {
  const byId = new Map(epics.map((epic) => [epic.id, epic]));
  const seen = new Set<string>();
  const dependencies: Dependency[] = [];
  for (const blocker of byId.values()) {
    for (const blockedId of blocker.blockedEpicIds ?? []) {
      const blocked = byId.get(blockedId);
      const key = `${blocker.id}>${blockedId}`;
      if (!blocked || seen.has(key)) continue;
      seen.add(key);
      dependencies.push({
        from: blocker.id,
        to: blockedId,
        violated: startsBeforeBlockerEnds(blocker, blocked),
      });
    }
  }
  return dependencies;
}
