import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import {
  expectTickRefused,
  savedChange,
  taskListChange,
} from '#server/modules/work-items/test-support/task-lists.ts';
import { TASK_ITEM_CHANGED } from './task-list.widget.ts';

/** Cairn's epicUpdateTaskListItem: the epic page's toggles, reorders and deletions. */

const s = useEpicWorld();

const change = taskListChange(s, 'epic');

describe('epic task lists', () => {
  it('toggles, moves and deletes items by position', async () => {
    const epic = await s.w.f.epic(s.w.groups.acme, { description: '- [ ] a\n- [ ] b\n- [ ] c' });
    const toggled = await change(epic.iid, { lineNumber: 1, lineSource: '- [ ] a', checked: true });
    expect(toggled).toEqual(savedChange('epic', '- [x] a\n- [ ] b\n- [ ] c', epic.lockVersion));
    const moved = await change(epic.iid, {
      lineNumber: 3,
      lineSource: '- [ ] c',
      moveTo: { lineNumber: 1, position: 'BEFORE' },
    });
    expect(moved.data).toMatchObject({
      epicUpdateTaskListItem: { errors: [], epic: { description: '- [ ] c\n- [x] a\n- [ ] b' } },
    });
    const removed = await change(epic.iid, { lineNumber: 2, lineSource: '- [x] a', remove: true });
    expect(removed.data).toMatchObject({
      epicUpdateTaskListItem: { errors: [], epic: { description: '- [ ] c\n- [ ] b' } },
    });
  });

  it('refuses a stale line, and users who may not update the epic', async () => {
    const epic = await s.w.f.epic(s.w.groups.acme, { description: '- [ ] a\n- [ ] b' });
    const stale = await change(epic.iid, { lineNumber: 1, lineSource: '- [ ] z', checked: true });
    expect(stale.data).toEqual({
      epicUpdateTaskListItem: { errors: [TASK_ITEM_CHANGED], epic: null },
    });
    await expectTickRefused(change, epic.iid, s.w.people.guest.token);
    // An epic of a private group the outsider cannot see: the same refusal as for the guest.
    await expectTickRefused(change, s.w.epics.hotel.iid, s.w.people.outsider.token, {
      groupPath: 'acme/priv',
    });
  });
});
