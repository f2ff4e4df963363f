// A description of 8,342 task items, polled by anonymous issue pages
// (`realtime_changes`, which each open page asks every 3 s) while its author ticks one item
// on and off (GitLab's REST `update_task`): the counts come from the stored render, never a
// parse per poll (docs/decisions/api-performance.md, "Markdown reads do no per-occurrence work").
import type { Attack, AttackTarget } from './attack.ts';
import { anonymous, hammer, publicProject, together, type Attempt } from './http.ts';

const ITEMS = 8_342;
const POLLERS = 4;

const description = Array.from({ length: ITEMS }, (_, i) => `- [ ] ${i + 1}`).join('\n');

/**
 * Ticks (or unticks) the middle item as root; a refusal (409 on a stale line) is counted. Like
 * `anonymous`, a request under way when the window ends is let finish (see `hammer`).
 */
function toggler(target: AttackTarget, projectId: number, iid: number) {
  const line = Math.ceil(ITEMS / 2);
  let checked = false;
  return async (): Promise<Attempt> => {
    const body = {
      update_task: {
        checked: !checked,
        line_source: `- [${checked ? 'x' : ' '}] ${line}`,
        line_number: line,
      },
    };
    const res = await fetch(`${target.baseUrl}/api/v4/projects/${projectId}/issues/${iid}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'private-token': target.rootToken },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (res.status >= 300) return 'refused';
    checked = !checked;
    return 'answered';
  };
}

export const bigTaskList: Attack = {
  name: `${ITEMS} task items: ${POLLERS} anonymous realtime_changes polls, 1 toggler`,
  async prepare(target) {
    const project = await publicProject(target, 'task-list');
    const issue = await project.issue({ title: 'A long checklist', description });
    const poll = `${target.baseUrl}/${project.fullPath}/-/issues/${issue.iid}/realtime_changes`;
    const toggle = toggler(target, project.projectId, issue.iid);
    return {
      run: (signal) =>
        together(
          hammer(signal, POLLERS, (s) => anonymous(poll, s)),
          hammer(signal, 1, toggle),
        ),
      cleanup: project.remove,
    };
  },
};
