// Markdown made of references only (`@root #1 ~bug %v1 &1`, each resolving),
// as a 100,000-character description (its limit) and the longest comment the server takes
// (150,000 characters as probed, else 100,000, the comment limit since), read by anonymous
// clients: the issue page's `realtime_changes` poll and GraphQL `descriptionHtml` + `bodyHtml`
// (docs/decisions/api-performance.md, "Markdown reads do no per-occurrence work and no parse").
import type { Attack, AttackTarget } from './attack.ts';
import { anonymous, graphqlRequest, hammer, publicProject, rootRest, together } from './http.ts';

const UNIT = '@root #1 ~bug %v1 &1 ';
const DESCRIPTION_LIMIT = 100_000;
const PROBED_COMMENT = 150_000;
const CLIENTS = 4;

const text = (length: number) => UNIT.repeat(Math.ceil(length / UNIT.length)).slice(0, length);

/** The longest comment the server accepts, up to the probe's 150,000 characters. */
async function longestComment(target: AttackTarget, notes: string) {
  try {
    await rootRest(target, 'POST', notes, { body: text(PROBED_COMMENT) });
  } catch {
    await rootRest(target, 'POST', notes, { body: text(DESCRIPTION_LIMIT) });
  }
}

export const referenceHeavyComment: Attack = {
  name: `references-only Markdown (100 kB description, longest comment), ${CLIENTS} anonymous readers`,
  async prepare(target) {
    const project = await publicProject(target, 'references');
    const { groupId, projectId, fullPath } = project;
    // Every reference of the text resolves: issue #1, epic &1, label ~bug, milestone %v1, @root.
    await project.issue({ title: 'Issue one' });
    await rootRest(target, 'POST', `/groups/${groupId}/epics`, { title: 'Epic one' });
    await rootRest(target, 'POST', `/projects/${projectId}/labels`, {
      name: 'bug',
      color: '#d9534f',
    });
    await rootRest(target, 'POST', `/projects/${projectId}/milestones`, { title: 'v1' });
    const issue = await project.issue({
      title: 'References',
      description: text(DESCRIPTION_LIMIT),
    });
    await longestComment(target, `/projects/${projectId}/issues/${issue.iid}/notes`);
    const poll = `${target.baseUrl}/${fullPath}/-/issues/${issue.iid}/realtime_changes`;
    const html = graphqlRequest(
      target,
      `{ project(fullPath: "${fullPath}") { issue(iid: "${issue.iid}") {
          descriptionHtml notes(first: 5) { nodes { bodyHtml } } } } }`,
    );
    // Half the readers poll like an open issue page, half ask GraphQL for both renderings.
    return {
      run: (signal) =>
        together(
          hammer(signal, CLIENTS / 2, (s) => anonymous(poll, s)),
          hammer(signal, CLIENTS / 2, (s) => anonymous(html.url, s, html.init)),
        ),
      cleanup: project.remove,
    };
  },
};
