// The epic page tree's first page (the web app's EpicTreeChildren document) with its one-statement
// SQL twin: on the epic with the most child epics, and on the deep tree's root (10,000
// descendants over 7 levels) and one of its level-6 epics (lib/deep-tree.ts).
import { EPIC_TREE_CHILDREN_QUERY } from '../queries/issue-documents.ts';
import type { Fixtures } from './fixtures.ts';
import { graphqlBody } from './graphql.ts';
import type { BuildScenario, Scenario } from './scenario.ts';
import { epicTreeQuery } from './sql-issue.ts';

type Tree = { group: { epic: Record<'children' | 'issues', { nodes: { id: string }[] }> } };

/** Child epics, then child issues: the order of the page's rows and of the SQL twin's. */
function treeRows(d: unknown) {
  const epic = (d as Tree).group.epic;
  return { nodes: [...epic.children.nodes, ...epic.issues.nodes] };
}

function treeScenario(
  name: string,
  groupPath: string,
  epic: { id: number; iid: number },
  scenario: BuildScenario,
) {
  const body = graphqlBody(EPIC_TREE_CHILDREN_QUERY, {
    fullPath: groupPath,
    iid: String(epic.iid),
    withEpics: true,
    withIssues: true,
  });
  return scenario(name, body, treeRows, epicTreeQuery({ epicId: epic.id }));
}

export async function treeScenarios(fx: Fixtures, scenario: BuildScenario): Promise<Scenario[]> {
  const out: Scenario[] = [];
  if (fx.parent) {
    out.push(
      await treeScenario(
        `epic tree (${fx.parent.children} child epics)`,
        fx.parent.groupPath,
        fx.parent,
        scenario,
      ),
    );
  }
  const deep = fx.deepTree;
  if (deep) {
    const count = (n: number) => n.toLocaleString('en-US');
    out.push(
      await treeScenario(
        `7-level epic tree root (${count(deep.root.descendants)} descendants)`,
        deep.groupPath,
        deep.root,
        scenario,
      ),
      await treeScenario(
        `7-level epic tree, level ${deep.deep.level} (${count(deep.deep.descendants)} descendants)`,
        deep.groupPath,
        deep.deep,
        scenario,
      ),
    );
  }
  return out;
}
