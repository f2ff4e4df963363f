import { mergeEdits, type EditValues } from './merge-edits.ts';

export interface VersionedValues extends EditValues {
  lockVersion: number;
}

/** What one save call answered: saved, refused as stale, or failed with the server's errors. */
export type SaveAnswer =
  { status: 'saved' } | { status: 'stale' } | { status: 'failed'; errors: readonly string[] };

export type SubmitOutcome =
  | { kind: 'saved'; merged: boolean }
  | { kind: 'conflict'; theirs: VersionedValues }
  | { kind: 'failed'; errors: readonly string[] };

export interface SubmitEditInput {
  /** What the user started from, with its lockVersion. */
  base: VersionedValues;
  /** The user's text. */
  mine: EditValues;
  save: (values: EditValues, lockVersion: number) => Promise<SaveAnswer>;
  /** The current server version (read after a stale refusal). */
  fetchLatest: () => Promise<VersionedValues>;
}

/** A busy item may change again between our read and our merged save: retry a few times. */
const MAX_MERGE_ROUNDS = 3;

/**
 * Saves with the lockVersion the user started from. A stale refusal reads the current version and
 * three-way merges: a clean merge is saved with the new lockVersion; a true overlap (or an item
 * that keeps changing) is handed back as a conflict for the user to decide.
 */
export async function submitEdit(input: SubmitEditInput): Promise<SubmitOutcome> {
  let base = input.base;
  let mine: EditValues = { title: input.mine.title, description: input.mine.description };
  let merged = false;
  for (let round = 0; ; round++) {
    const answer = await input.save(mine, base.lockVersion);
    if (answer.status === 'saved') return { kind: 'saved', merged };
    if (answer.status === 'failed') return { kind: 'failed', errors: answer.errors };
    const theirs = await input.fetchLatest();
    const merge = mergeEdits(base, theirs, mine);
    if (!merge.clean || round + 1 >= MAX_MERGE_ROUNDS) return { kind: 'conflict', theirs };
    base = theirs;
    mine = merge.values;
    merged = true;
  }
}
