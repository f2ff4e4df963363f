// A public issue with a 99,000-character Markdown description, and anonymous clients
// asking for many aliases of its descriptionHtml (GraphQL) or for lists of such issues (REST,
// `render_html=true`) while /-/health is polled.
import type { Attack, AttackTarget } from './attack.ts';
import { anonymous, graphqlRequest, hammer, publicProject } from './http.ts';

export const DESCRIPTION_LENGTH = 99_000;
/** Parallel anonymous clients, as in the issue. */
const CLIENTS = 4;

/** Headings, task lists, tables, links and quotes: ~1,100 sections in 99,000 characters. */
export function longDescription(length = DESCRIPTION_LENGTH): string {
  const sections = [
    (i: number) => `## Section ${i}: rollout notes`,
    (i: number) => `- [ ] check step ${i}\n- [x] done step ${i}`,
    (i: number) => `| step | state |\n|---|---|\n| ${i} | open |`,
    (i: number) => `See [the plan ${i}](https://example.com/plan/${i}) and **bold** text.`,
    (i: number) => `> Quoted remark ${i}, _kept_ for the record.`,
  ];
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < length; i++) {
    const part = sections[i % sections.length]!(i);
    parts.push(part);
    size += part.length + 2;
  }
  return parts.join('\n\n').slice(0, length);
}

async function issueWithLongDescription(target: AttackTarget, prefix: string, issues = 1) {
  const project = await publicProject(target, prefix);
  const iids: number[] = [];
  for (let i = 0; i < issues; i++) {
    const issue = await project.issue({
      title: `Long description ${i + 1}`,
      description: longDescription(),
    });
    iids.push(issue.iid);
  }
  return { project, iids };
}

/**
 * `N` aliases of the one issue's descriptionHtml (464 kB rendered), `CLIENTS` anonymous clients
 * at once; `expect` says what the server should answer, for the row's name.
 */
export function descriptionAliases(
  n: number,
  expect?: string,
  options: { fullRunsOnly?: boolean } = {},
): Attack {
  return {
    ...options,
    name: `descriptionHtml (99 kB) × ${n} aliases, ${CLIENTS} anonymous clients${expect ? ` (${expect})` : ''}`,
    async prepare(target) {
      const { project, iids } = await issueWithLongDescription(target, `desc${n}`);
      const fields = Array.from({ length: n }, (_, i) => `a${i}: descriptionHtml`).join(' ');
      const query = `{ project(fullPath: "${project.fullPath}") { issue(iid: "${iids[0]}") { ${fields} } } }`;
      const { url, init } = graphqlRequest(target, query);
      return {
        run: (signal) => hammer(signal, CLIENTS, (s) => anonymous(url, s, init)),
        cleanup: project.remove,
      };
    },
  };
}

/**
 * REST: `GET /projects/:id/issues?render_html=true&per_page=100` over issues with 99 kB
 * descriptions (fewer issues in a smoke run).
 */
export const restIssueLists: Attack = {
  name: `REST issues list, render_html=true, 99 kB descriptions, ${CLIENTS} anonymous clients`,
  async prepare(target) {
    const { project } = await issueWithLongDescription(target, 'restdesc', target.smoke ? 1 : 20);
    const url = `${target.baseUrl}/api/v4/projects/${project.projectId}/issues?render_html=true&per_page=100`;
    return {
      run: (signal) => hammer(signal, CLIENTS, (s) => anonymous(url, s)),
      cleanup: project.remove,
    };
  },
};
