// The attacks `npm run bench -- --only attacks` runs, in order (contract: ./attack.ts).
// One line per attack file; each engineer adds the line of their own attack.
import type { Attack } from './attack.ts';
import { aliasedNotes } from './aliased-notes.ts';
import { descriptionAliases, restIssueLists } from './rendered-descriptions.ts';
import { anonymousStreams } from './anonymous-streams.ts';
import { referenceHeavyComment } from './reference-heavy-comment.ts';
import { bigTaskList } from './big-task-list.ts';

export const ATTACKS: readonly Attack[] = [
  descriptionAliases(10),
  descriptionAliases(17, 'the largest answer allowed', { fullRunsOnly: true }),
  descriptionAliases(20, 'past the answer size: refused', { fullRunsOnly: true }),
  descriptionAliases(30, 'past the answer size: refused'),
  descriptionAliases(31, 'past the alias limit: refused', { fullRunsOnly: true }),
  restIssueLists,
  aliasedNotes,
  ...[60, 200].map((streams) => anonymousStreams(streams)),
  referenceHeavyComment,
  bigTaskList,
];
