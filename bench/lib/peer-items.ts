// Roadmap epics (GraphQL nodes) as the peer library's items: same titles, same bars.
import type { PeerItem } from '../peer/main.tsx';
import type { Timeframe } from './sql-baseline.ts';

interface EpicNode {
  id: string;
  title: string;
  startDate: string | null;
  dueDate: string | null;
  descendantWeightSum?: { openedIssues: number; closedIssues: number } | null;
}

/** Missing dates fall back to the timeframe's edges, as the roadmap draws them. */
export function toPeerItems(nodes: readonly unknown[], timeframe: Timeframe): PeerItem[] {
  return (nodes as EpicNode[]).map((node) => {
    const w = node.descendantWeightSum;
    const total = w ? w.openedIssues + w.closedIssues : 0;
    return {
      id: node.id,
      name: node.title,
      start: node.startDate ?? timeframe.start,
      end: node.dueDate ?? timeframe.end,
      progress: total ? Math.round((100 * (w?.closedIssues ?? 0)) / total) : 0,
    };
  });
}
