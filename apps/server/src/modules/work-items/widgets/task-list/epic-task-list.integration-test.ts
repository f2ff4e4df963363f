import { describe, expect, it } from 'vitest';
import { RESOURCE_NOT_AVAILABLE } from '../../../../graphql/args.ts';
import { useEpicWorld } from '../../test-support/harness.ts';
import { TASK_ITEM_CHANGED } from './task-list.widget.ts';

/** Cairn's epicUpdateTaskListItem: the epic page's toggles, reorders and deletions. */

const s = useEpicWorld();

const CHANGE = `mutation($input: EpicUpdateTaskListItemInput!) {
  epicUpdateTaskListItem(input: $input) { errors epic { description lockVersion } }
}`;

const change = (iid: number, input: Record<string, unknown>, token = s.w.people.planner.token) =>
  s.api.gql(CHANGE, { input: { groupPath: 'acme', iid: String(iid), ...input } }, token);

describe('epic task lists', () => {
  it('toggles, moves and deletes items by position', async () => {
    const epic = await s.w.f.epic(s.w.groups.acme, { description: '- [ ] a\n- [ ] b\n- [ ] c' });
    const toggled = await change(epic.iid, { lineNumber: 1, lineSource: '- [ ] a', checked: true });
    expect(toggled).toEqual({
      data: {
        epicUpdateTaskListItem: {
          errors: [],
          epic: { description: '- [x] a\n- [ ] b\n- [ ] c', lockVersion: epic.lockVersion + 1 },
        },
      },
    });
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
    const guest = await change(
      epic.iid,
      { lineNumber: 1, lineSource: '- [ ] a', checked: true },
      s.w.people.guest.token,
    );
    expect(guest.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
    // An epic of a private group the outsider cannot see: the same refusal as for the guest.
    const hidden = await s.api.gql(
      CHANGE,
      {
        input: {
          groupPath: 'acme/priv',
          iid: String(s.w.epics.hotel.iid),
          lineNumber: 1,
          lineSource: '- [ ] a',
          checked: true,
        },
      },
      s.w.people.outsider.token,
    );
    expect(hidden.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
  });
});
