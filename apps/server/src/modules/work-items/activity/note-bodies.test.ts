import { describe, expect, it } from 'vitest';
import type { ActivityChange } from './changes.ts';
import { markInlineDiff } from './inline-diff.ts';
import { noteDrafts, type Resolved } from './note-bodies.ts';
import '../registry/registry.ts';
import '../spam/spam.writes.ts';
import { widgetNoteTexts } from '../core/widget-set.ts';
import {
  longDate,
  referenceFrom,
  toSentence,
  type RefItem,
  type RefNamespace,
} from './references.ts';

const group: RefNamespace = {
  id: 1,
  kind: 'group',
  path: 'acme',
  fullPath: 'acme',
  parentId: null,
};
const other: RefNamespace = {
  id: 9,
  kind: 'group',
  path: 'else',
  fullPath: 'else',
  parentId: null,
};
const app: RefNamespace = {
  id: 2,
  kind: 'project',
  path: 'app',
  fullPath: 'acme/app',
  parentId: 1,
};
const api: RefNamespace = {
  id: 3,
  kind: 'project',
  path: 'api',
  fullPath: 'acme/api',
  parentId: 1,
};
const far: RefNamespace = {
  id: 4,
  kind: 'project',
  path: 'web',
  fullPath: 'else/web',
  parentId: 9,
};

const issue: RefItem = { id: 10, type: 'issue', iid: 7, namespace: app };
const sibling: RefItem = { id: 11, type: 'issue', iid: 12, namespace: app };
const task: RefItem = { id: 12, type: 'task', iid: 13, namespace: app };
const apiIssue: RefItem = { id: 13, type: 'issue', iid: 4, namespace: api };
const farIssue: RefItem = { id: 14, type: 'incident', iid: 5, namespace: far };
const epic: RefItem = { id: 20, type: 'epic', iid: 3, namespace: group };
const farEpic: RefItem = { id: 21, type: 'epic', iid: 8, namespace: other };

const resolved = (item: RefItem): Resolved => ({
  item,
  items: new Map([issue, sibling, task, apiIssue, farIssue, epic, farEpic].map((i) => [i.id, i])),
  users: new Map([
    [1, { username: 'alice' }],
    [2, { username: 'bob' }],
    [3, { username: 'carol' }],
  ]),
  labels: new Map([
    [1, { id: 1, title: 'bug', namespaceId: 1 }],
    [2, { id: 2, title: 'priority::high', namespaceId: 1 }],
    [3, { id: 3, title: 'say "hi"', namespaceId: 2 }],
  ]),
  milestones: new Map([[5, { id: 5, iid: 2, title: 'v1', namespaceId: 1 }]]),
  iterations: new Map([[6, { id: 6, groupId: 1 }]]),
});

const bodies = (changes: ActivityChange[], item = issue) =>
  noteDrafts(changes, resolved(item), widgetNoteTexts()).map((d) => [d.body, d.action]);

describe('system note bodies (GitLab wording)', () => {
  it('writes one note per change in order, none for created', () => {
    expect(
      bodies([
        { kind: 'created' },
        { kind: 'title', from: 'Fix login', to: 'Fix the login' },
        { kind: 'description', from: 'a', to: 'b' },
        { kind: 'state', to: 'closed' },
        { kind: 'state', to: 'reopened' },
        { kind: 'weight', from: null, to: 3 },
        { kind: 'weight', from: 3, to: null },
        { kind: 'health', from: null, to: 'needs_attention' },
        { kind: 'health', from: 'at_risk', to: null },
        { kind: 'confidential', to: true },
        { kind: 'confidential', to: false },
        { kind: 'lock', to: true },
        { kind: 'lock', to: false },
        { kind: 'type', from: 'issue', to: 'incident' },
        { kind: 'color', from: '#1068bf', to: '#ff0000' },
      ]),
    ).toEqual([
      ['changed title from **Fix login** to **Fix {+the +}login**', 'title'],
      ['changed the description', 'description'],
      ['closed', 'closed'],
      ['reopened', 'opened'],
      ['changed weight to **3**', 'weight'],
      ['removed the weight', 'weight'],
      ['changed health status to **needs attention**', 'health_status'],
      ['removed health status **at risk**', 'health_status'],
      ['made the issue confidential', 'confidential'],
      ['made the issue visible to everyone', 'visible'],
      ['locked the discussion in this issue', 'locked'],
      ['unlocked the discussion in this issue', 'unlocked'],
      ['changed type from issue to incident', 'issue_type'],
      ['changed color from `#1068bf` to `#ff0000`', 'color'],
    ]);
  });

  it('writes spam notes as internal notes', () => {
    const drafts = noteDrafts(
      [
        { kind: 'spam', to: true },
        { kind: 'spam', to: false },
      ],
      resolved(issue),
    );
    expect(drafts.map((d) => [d.body, d.action, d.internal])).toEqual([
      ['submitted this issue as spam', 'spam', true],
      ['marked this issue as not spam', 'ham', true],
    ]);
  });

  it('names labels, milestones, iterations and users by reference', () => {
    expect(
      bodies([
        { kind: 'labels', added: [2, 1], removed: [] },
        { kind: 'labels', added: [1], removed: [3] },
        { kind: 'labels', added: [99], removed: [] },
        { kind: 'milestone', from: null, to: 5 },
        { kind: 'milestone', from: 5, to: null },
        { kind: 'iteration', from: null, to: 6 },
        { kind: 'iteration', from: 6, to: null },
        { kind: 'assignees', added: [1], removed: [] },
        { kind: 'assignees', added: [], removed: [2] },
        { kind: 'assignees', added: [3, 1, 2], removed: [2] },
      ]),
    ).toEqual([
      ['added ~"bug" ~"priority::high" labels', 'label'],
      ['added ~"bug" label and removed ~3 label', 'label'],
      ['added 1 deleted label', 'label'],
      ['changed milestone to %"v1"', 'milestone'],
      ['removed milestone %"v1"', 'milestone'],
      ['changed iteration to *iteration:6', 'iteration'],
      ['removed iteration *iteration:6', 'iteration'],
      ['assigned to @alice', 'assignee'],
      ['unassigned @bob', 'assignee'],
      ['assigned to @alice, @bob, and @carol and unassigned @bob', 'assignee'],
    ]);
  });

  it('joins the date changes of one write into one note', () => {
    expect(
      bodies([
        { kind: 'date', field: 'dueDate', from: null, to: '2026-12-01' },
        { kind: 'weight', from: null, to: 1 },
        { kind: 'date', field: 'startDate', from: null, to: '2026-11-05' },
      ]),
    ).toEqual([
      [
        'changed start date to November 5, 2026 and changed due date to December 1, 2026',
        'start_date_or_due_date',
      ],
      ['changed weight to **1**', 'weight'],
    ]);
    expect(bodies([{ kind: 'date', field: 'dueDate', from: '2026-02-28', to: null }])).toEqual([
      ['removed due date February 28, 2026', 'start_date_or_due_date'],
    ]);
  });

  it('writes hierarchy notes with short references in one namespace, full across', () => {
    expect(
      bodies([
        { kind: 'parent', from: null, to: 20 },
        { kind: 'parent', from: 20, to: 21 },
      ]),
    ).toEqual([
      ['added acme&3 as parent epic', 'relate_to_parent'],
      ['removed parent epic acme&3', 'unrelate_from_parent'],
      ['added else&8 as parent epic', 'relate_to_parent'],
    ]);
    expect(
      bodies([
        { kind: 'child', action: 'added', childId: 12 },
        { kind: 'child', action: 'removed', childId: 12 },
        { kind: 'child', action: 'moved', childId: 12 },
      ]),
    ).toEqual([
      ['added #13 as child task', 'relate_to_child'],
      ['removed child task #13', 'unrelate_from_child'],
      ['moved child task #13', 'reorder_child'],
    ]);
    expect(bodies([{ kind: 'child', action: 'added', childId: 10 }], epic)).toEqual([
      ['added acme/app#7 as child issue', 'relate_to_child'],
    ]);
  });

  it('writes link notes from the item the entry is about', () => {
    expect(
      bodies([
        { kind: 'link', action: 'added', linkType: 'relates_to', otherId: 11 },
        { kind: 'link', action: 'added', linkType: 'blocks', otherId: 13 },
        { kind: 'link', action: 'added', linkType: 'is_blocked_by', otherId: 14 },
        { kind: 'link', action: 'removed', linkType: 'blocks', otherId: 13 },
      ]),
    ).toEqual([
      ['marked this issue as related to #12', 'relate'],
      ['marked this issue as blocking api#4', 'relate'],
      ['marked this issue as blocked by else/web#5', 'relate'],
      ['removed the relation with api#4', 'unrelate'],
    ]);
    expect(
      bodies([{ kind: 'link', action: 'added', linkType: 'blocks', otherId: 21 }], epic),
    ).toEqual([['marked this epic as blocking else&8', 'relate']]);
  });

  it('records what each note references, for hiding it from those who cannot read it', () => {
    const drafts = noteDrafts(
      [
        { kind: 'labels', added: [1, 3], removed: [] },
        { kind: 'child', action: 'added', childId: 12 },
      ],
      resolved(issue),
      widgetNoteTexts(),
    );
    expect(drafts.map((d) => [d.referencedWorkItemId, d.referencedNamespaceIds])).toEqual([
      [null, [1, 2]],
      [12, []],
    ]);
  });
});

describe('references and formats', () => {
  it('references items as GitLab does from a namespace', () => {
    expect(referenceFrom(sibling, app)).toBe('#12');
    expect(referenceFrom(apiIssue, app)).toBe('api#4');
    expect(referenceFrom(apiIssue, group)).toBe('api#4');
    expect(referenceFrom(farIssue, app)).toBe('else/web#5');
    expect(referenceFrom(epic, app)).toBe('&3');
    expect(referenceFrom(epic, group)).toBe('&3');
    expect(referenceFrom(farEpic, group)).toBe('else&8');
  });

  it('formats sentences and long dates as Rails', () => {
    expect(toSentence(['@a'])).toBe('@a');
    expect(toSentence(['@a', '@b'])).toBe('@a and @b');
    expect(toSentence(['@a', '@b', '@c'])).toBe('@a, @b, and @c');
    expect(longDate('2026-01-09')).toBe('January 9, 2026');
  });

  it('marks the changed characters of a title', () => {
    expect(markInlineDiff('Old', 'New')).toEqual({ from: '{-Old-}', to: '{+New+}' });
    expect(markInlineDiff('Roadmap v1', 'Roadmap v2')).toEqual({
      from: 'Roadmap v{-1-}',
      to: 'Roadmap v{+2+}',
    });
    expect(markInlineDiff('', 'New')).toEqual({ from: '', to: 'New' });
  });
});
