import { describe, expect, it, vi } from 'vitest';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import { savedChange, taskListChange } from '#server/modules/work-items/test-support/task-lists.ts';
import type * as Parse from '#server/modules/markdown/parse.ts';

/**
 * A long task list never blocks the event loop: a poll of `realtime_changes` reads the stored task counts and a toggle
 * edits the list on the markdown worker; neither parses the description on the main thread
 * (the worker has its own copy of the parser, which this count does not see).
 */
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('#server/modules/markdown/parse.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Parse>();
  return {
    parseMarkdown: (source: string) => {
      parses.count += 1;
      return real.parseMarkdown(source);
    },
  };
});

const s = useEpicWorld();
const toggle = taskListChange(s, 'issue');

async function poll(iid: number) {
  const res = await s.t.app.inject({
    method: 'GET',
    url: `/acme/web/-/issues/${iid}/realtime_changes`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ task_completion_status: unknown }>().task_completion_status;
}

describe('task lists without a parse on the main thread', () => {
  it('serves the counts of realtime_changes from the stored rendering, and toggles off the main thread', async () => {
    const description = '- [x] a\n- [ ] b\n  - [ ] c\n\n```\n- [ ] not a task\n```';
    const issue = await s.w.f.issue(s.w.projects.web, { description });
    parses.count = 0;
    expect(await poll(issue.iid)).toEqual({ count: 3, completed_count: 1 });
    expect(await poll(issue.iid)).toEqual({ count: 3, completed_count: 1 });
    const res = await toggle(issue.iid, { lineNumber: 2, lineSource: '- [ ] b', checked: true });
    expect(res).toEqual(
      savedChange('issue', description.replace('- [ ] b', '- [x] b'), issue.lockVersion),
    );
    expect(await poll(issue.iid)).toEqual({ count: 3, completed_count: 2 });
    const moved = await toggle(issue.iid, {
      lineNumber: 2,
      lineSource: '- [x] b',
      moveTo: { lineNumber: 1, position: 'BEFORE' },
    });
    // b moves with its nested item.
    const reordered = '- [x] b\n  - [ ] c\n- [x] a\n\n```\n- [ ] not a task\n```';
    expect(moved).toEqual(savedChange('issue', reordered, issue.lockVersion + 1));
    expect(parses.count).toBe(0);
  });

  it('answers an empty description with zero counts', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { description: '' });
    expect(await poll(issue.iid)).toEqual({ count: 0, completed_count: 0 });
  });
});
