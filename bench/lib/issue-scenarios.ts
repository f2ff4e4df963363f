// The epic trees (lib/tree-scenarios.ts), the issue page and two writes a user makes next (a title edit, a comment), each with its
// one-statement SQL twin. The writes run on a scratch issue created for the run and deleted with
// everything written to it afterwards, so repeated runs do not grow the database.
import type pg from 'pg';
import {
  CREATE_ISSUE_MUTATION,
  CREATE_NOTE_MUTATION,
  ISSUE_DETAILS_QUERY,
  UPDATE_ISSUE_MUTATION,
} from '../queries/issue-documents.ts';
import type { Fixtures } from './fixtures.ts';
import { graphqlBody, numericId, postGraphql, type GraphqlTarget } from './graphql.ts';
import { createNoteQuery, issuePageQuery, updateIssueTitleQuery } from './sql-issue.ts';
import type { BuildScenario, Scenario } from './scenario.ts';
import { treeScenarios } from './tree-scenarios.ts';

type Payload<K extends string, T> = Record<K, T>;

export async function issueScenarios(
  target: GraphqlTarget,
  pool: pg.Pool,
  fx: Fixtures,
  scenario: BuildScenario,
): Promise<Scenario[]> {
  const out: Scenario[] = await treeScenarios(fx, scenario);
  if (!fx.issue) return out;
  const viewerId = fx.viewerId;
  const page = issuePageQuery({ issueId: fx.issue.id, viewerId });
  out.push(
    await scenario(
      'issue page',
      graphqlBody(ISSUE_DETAILS_QUERY, {
        fullPath: fx.issue.projectPath,
        iid: String(fx.issue.iid),
      }),
      (d) => ({
        nodes: [(d as Payload<'project', Payload<'issue', { id: string }>>).project.issue],
      }),
      page,
    ),
  );

  const created = await postGraphql<Payload<'createIssue', { issue: { id: string; iid: string } }>>(
    target,
    graphqlBody(CREATE_ISSUE_MUTATION, {
      input: { projectPath: fx.issue.projectPath, title: 'Bench scratch issue' },
    }),
  );
  const scratch = { gid: created.createIssue.issue.id, iid: created.createIssue.issue.iid };
  const scratchId = numericId(scratch.gid);
  const cleanup = async () => {
    await pool.query('DELETE FROM work_items WHERE id = $1', [scratchId]);
  };

  let edits = 0;
  const title = () => `Bench title ${++edits}`;
  const updateBody = () =>
    graphqlBody(UPDATE_ISSUE_MUTATION, {
      input: { projectPath: fx.issue!.projectPath, iid: scratch.iid, title: title() },
    });
  const update = updateIssueTitleQuery({ issueId: scratchId, viewerId });
  out.push(
    await scenario(
      'updateIssue (title)',
      updateBody(),
      (d) => ({
        nodes: [(d as Payload<'updateIssue', Payload<'issue', { id: string }>>).updateIssue.issue],
      }),
      { ...update, next: () => [scratchId, viewerId, title()] },
      { nextBody: updateBody },
    ),
  );

  const note = createNoteQuery({ issueId: scratchId, viewerId });
  const noteBody = graphqlBody(CREATE_NOTE_MUTATION, {
    input: { noteableId: scratch.gid, body: 'A bench comment' },
  });
  const noteScenario = await scenario(
    'createNote',
    noteBody,
    () => ({ nodes: [{ id: scratch.gid }] }),
    note,
    { cleanup },
  );
  // The API answers with the note: the same-rows check compares the issue it was written on.
  const apiNote = await postGraphql<Payload<'createNote', { note: { id: string } }>>(
    target,
    noteBody,
  );
  const written = await pool.query<{ id: number }>(
    'SELECT work_item_id AS id FROM notes WHERE id = $1',
    [numericId(apiNote.createNote.note.id)],
  );
  noteScenario.apiIds = written.rows.map((r) => r.id);
  out.push(noteScenario);
  return out;
}
