import { todayIso } from '#web/lib/today.ts';
import { FETCH_MILESTONES_ERROR } from '../utils/messages.ts';
import { sortMilestoneSuggestions } from '../utils/milestone-order.ts';
import { fetchGroupMilestones } from '../graphql/milestones.rest.ts';
import type { SuggestionsResult } from './suggestion.ts';
import { matchesSearch } from './suggestion.ts';
import { useSuggestionQuery } from './use-suggestion-query.ts';

/** Milestone token suggestions: the group's milestones, filtered here by title and
 * sorted by due date ascending, undated after dated, expired last (utils/milestone-order.ts). */
export function useMilestoneSuggestions(
  fullPath: string,
  search: string,
  enabled: boolean,
): SuggestionsResult {
  const result = useSuggestionQuery({
    key: ['milestones', fullPath],
    enabled,
    errorMessage: FETCH_MILESTONES_ERROR,
    load: async (signal) =>
      sortMilestoneSuggestions(await fetchGroupMilestones(fullPath, signal), todayIso()).map(
        (milestone) => ({
          value: milestone.title,
          title: milestone.title,
          subtitle: milestone.expired ? 'expired' : undefined,
        }),
      ),
  });
  return { ...result, items: result.items.filter((item) => matchesSearch(item, search)) };
}
