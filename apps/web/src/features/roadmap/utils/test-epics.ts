// Epic objects for unit tests.
import { epicReference } from '#web/lib/epic-reference.ts';
import type { RoadmapEpic } from '../graphql/types.ts';

export function testEpic(id: number, overrides: Partial<RoadmapEpic> = {}): RoadmapEpic {
  return {
    id: `gid://gitlab/Epic/${id}`,
    iid: String(id),
    title: `Epic ${id}`,
    state: 'opened',
    webUrl: `http://x/groups/acme/-/epics/${id}`,
    webPath: `/groups/acme/-/epics/${id}`,
    reference: epicReference(id),
    fullReference: `acme${epicReference(id)}`,
    createdAt: '2026-01-01T00:00:00Z',
    closedAt: null,
    startDate: '2026-10-01',
    dueDate: '2026-12-01',
    startDateIsFixed: true,
    startDateFixed: '2026-10-01',
    dueDateIsFixed: true,
    dueDateFixed: '2026-12-01',
    lockVersion: 1,
    userPermissions: { updateEpic: false, adminEpicRelation: false },
    color: null,
    textColor: null,
    confidential: false,
    hasParent: false,
    parent: null,
    ancestors: { nodes: [] },
    hasChildren: false,
    hasChildrenWithinTimeframe: false,
    blocked: false,
    blockedByCount: 0,
    blockingCount: 0,
    blockedEpicIds: [],
    descendantCounts: { openedEpics: 0, closedEpics: 0, openedIssues: 0, closedIssues: 0 },
    descendantWeightSum: { openedIssues: 0, closedIssues: 0 },
    group: { id: 'g1', name: 'Acme', fullName: 'Acme', fullPath: 'acme' },
    labels: { nodes: [] },
    ...overrides,
  };
}
