import { describe, expect, it } from 'vitest';
import { initialUiState, roadmapUiReducer } from './roadmap-ui-state.ts';

const toggle = { type: 'toggleEpic', epicId: 'e1', fullPath: 'acme', iid: '1' } as const;

describe('roadmapUiReducer', () => {
  it('toggles expansion and remembers where children come from', () => {
    const expanded = roadmapUiReducer(initialUiState, toggle);
    expect(expanded.expanded.get('e1')).toEqual({ fullPath: 'acme', iid: '1' });
    expect(roadmapUiReducer(expanded, toggle).expanded.size).toBe(0);
  });

  it('ignores toggling once filters hid every child', () => {
    const expanded = roadmapUiReducer(initialUiState, toggle);
    const empty = roadmapUiReducer(expanded, { type: 'noMatchingChildren', epicId: 'e1' });
    expect(empty.expanded.has('e1')).toBe(false);
    expect(roadmapUiReducer(empty, toggle)).toBe(empty);
  });

  it('toggles milestones and keeps the buffer size', () => {
    const collapsed = roadmapUiReducer(initialUiState, { type: 'toggleMilestones' });
    expect(collapsed.milestonesExpanded).toBe(false);
    const sized = roadmapUiReducer(collapsed, { type: 'setBufferSize', bufferSize: 12 });
    expect(sized.bufferSize).toBe(12);
    expect(roadmapUiReducer(sized, { type: 'setBufferSize', bufferSize: 12 })).toBe(sized);
  });
});
