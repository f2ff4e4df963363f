import { diff3Merge } from 'node-diff3';

/** The two fields the shared edit form changes. */
export interface EditValues {
  title: string;
  description: string;
}

export type MergeResult = { clean: true; values: EditValues } | { clean: false };

/**
 * Three-way merge of a single value (the title): whichever side changed it wins; both changing it
 * differently is a conflict.
 */
function mergeValue(base: string, theirs: string, mine: string): string | null {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  return null;
}

/**
 * Three-way merge of a text by lines (diff3, as `git merge-file`): edits to different lines
 * combine; two edits to the same or adjacent lines are a conflict (null). Identical edits on both
 * sides are not a conflict.
 */
export function mergeText(base: string, theirs: string, mine: string): string | null {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  const regions = diff3Merge(mine.split('\n'), base.split('\n'), theirs.split('\n'), {
    excludeFalseConflicts: true,
  });
  const lines: string[] = [];
  for (const region of regions) {
    if (region.conflict) return null;
    lines.push(...(region.ok ?? []));
  }
  return lines.join('\n');
}

/**
 * Merges the user's edit (`mine`, started from `base`) into the version someone else saved
 * meanwhile (`theirs`). Clean only when no line of the description and not the title was changed
 * differently on both sides.
 */
export function mergeEdits(base: EditValues, theirs: EditValues, mine: EditValues): MergeResult {
  const title = mergeValue(base.title, theirs.title, mine.title);
  const description = mergeText(base.description, theirs.description, mine.description);
  if (title === null || description === null) return { clean: false };
  return { clean: true, values: { title, description } };
}
