// 30 aliases of `notes(first: 1)` on a public issue with 150 comments of 20 kB, from anonymous
// clients, while /-/health is polled (docs/decisions/api-performance.md, "Answer size").
import type { Attack } from './attack.ts';
import { anonymous, graphqlRequest, hammer, publicProject, rootRest } from './http.ts';

const ALIASES = 30;
const CLIENTS = 4;
const COMMENT_LENGTH = 20_000;

/** ~20 kB of ordinary Markdown: paragraphs with emphasis and a link. */
const comment = (i: number) =>
  `Comment ${i}: ${'the **rollout** needs [a check](https://example.com) before _shipping_. '.repeat(300)}`.slice(
    0,
    COMMENT_LENGTH,
  );

export const aliasedNotes: Attack = {
  name: `notes(first: 1) × ${ALIASES} aliases, 150 comments of 20 kB, ${CLIENTS} anonymous clients`,
  async prepare(target) {
    const project = await publicProject(target, 'notes');
    const issue = await project.issue({ title: 'Many comments' });
    // A smoke run writes fewer comments: the shape of the query is what is measured there.
    const comments = target.smoke ? 30 : 150;
    for (let i = 0; i < comments; i++)
      await rootRest(target, 'POST', `/projects/${project.projectId}/issues/${issue.iid}/notes`, {
        body: comment(i),
      });
    const fields = Array.from(
      { length: ALIASES },
      (_, i) => `n${i}: notes(first: 1) { nodes { id body } }`,
    ).join(' ');
    const query = `{ project(fullPath: "${project.fullPath}") { issue(iid: "${issue.iid}") { ${fields} } } }`;
    const { url, init } = graphqlRequest(target, query);
    return {
      run: (signal) => hammer(signal, CLIENTS, (s) => anonymous(url, s, init)),
      cleanup: project.remove,
    };
  },
};
