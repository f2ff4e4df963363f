// The drawn arrows folded into one path per look (grey, red, each plain or highlighted), so the
// overlay holds a handful of elements whatever the number of arrows. Arrowheads are triangles in
// their own filled path rather than SVG markers, which are painted once per arrow.
import { round, type DependencyArrow, type Point } from './dependency-paths.ts';

const HEAD_LENGTH = 8;
const HEAD_HALF_WIDTH = 4;

export type ArrowKind = 'normal' | 'lit' | 'violated';

export interface ArrowGroup {
  readonly key: string;
  readonly kind: ArrowKind;
  /** An end of its arrows belongs to the hovered or focused epic: drawn thicker, and last. */
  readonly lit: boolean;
  /** Every arrow's line, one subpath each, in the order of `pairs`. */
  readonly lines: string;
  readonly heads: string;
  /** `from>to` of each arrow, space-separated: what the end-to-end tests read. */
  readonly pairs: string;
  readonly count: number;
}

/** A triangle with its tip on the arrow's end, pointing along its last segment. */
export function headPath(points: readonly Point[]): string {
  const tip = points[points.length - 1];
  const before = points[points.length - 2];
  if (!tip || !before) return '';
  const length = Math.hypot(tip.x - before.x, tip.y - before.y) || 1;
  const ux = (tip.x - before.x) / length;
  const uy = (tip.y - before.y) / length;
  const baseX = tip.x - ux * HEAD_LENGTH;
  const baseY = tip.y - uy * HEAD_LENGTH;
  const corner = (side: number) =>
    `${round(baseX - uy * HEAD_HALF_WIDTH * side)} ${round(baseY + ux * HEAD_HALF_WIDTH * side)}`;
  return `M${round(tip.x)} ${round(tip.y)} L${corner(1)} L${corner(-1)} Z`;
}

export function arrowGroups(
  arrows: readonly DependencyArrow[],
  highlighted: string | null,
): ArrowGroup[] {
  const byKey = new Map<string, { kind: ArrowKind; lit: boolean; arrows: DependencyArrow[] }>();
  for (const arrow of arrows) {
    const lit = highlighted !== null && (arrow.from === highlighted || arrow.to === highlighted);
    const kind: ArrowKind = arrow.violated ? 'violated' : lit ? 'lit' : 'normal';
    const key = `${kind}${lit ? '-lit' : ''}`;
    const group = byKey.get(key) ?? { kind, lit, arrows: [] };
    group.arrows.push(arrow);
    byKey.set(key, group);
  }
  // Highlighted groups last, so that they are drawn over the others.
  return [...byKey.entries()]
    .sort(([, a], [, b]) => Number(a.lit) - Number(b.lit))
    .map(([key, group]) => ({
      key,
      kind: group.kind,
      lit: group.lit,
      lines: group.arrows.map((a) => a.d).join(' '),
      heads: group.arrows.map((a) => headPath(a.points)).join(' '),
      pairs: group.arrows.map((a) => `${a.from}>${a.to}`).join(' '),
      count: group.arrows.length,
    }));
}
