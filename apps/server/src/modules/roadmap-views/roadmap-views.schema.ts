/**
 * What a saved roadmap view holds and how its input is checked. The state is the roadmap URL's
 * query string (docs/decisions/roadmap-saved-views.md); names follow GitLab's model messages.
 */

export const VISIBILITIES = ['group', 'private'] as const;
export type RoadmapViewVisibility = (typeof VISIBILITIES)[number];

export const NAME_MAX = 255;
export const STATE_MAX = 2000;

export const NAME_BLANK = "Name can't be blank";
export const NAME_TOO_LONG = `Name is too long (maximum is ${NAME_MAX} characters)`;
export const STATE_TOO_LONG = `State is too long (maximum is ${STATE_MAX} characters)`;
export const NAME_TAKEN = 'Name has already been taken';

/** Keys that are not part of a view: the view marker itself and legacy paging/form keys. */
const NOT_STATE = new Set(['view', 'page', 'prev', 'next', 'scope', 'utf8']);

/** A name's problem, or null when it is valid (it is checked after trimming). */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return NAME_BLANK;
  if (name.length > NAME_MAX) return NAME_TOO_LONG;
  return null;
}

/**
 * The stored form of a roadmap query string: without a leading '?', without the keys that are
 * not part of a view, in the order given (the filter bar and settings keep their own order).
 */
export function normalizeState(search: string): string {
  const params = new URLSearchParams(search.trim().replace(/^\?/, ''));
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!NOT_STATE.has(key)) kept.append(key, value);
  return kept.toString();
}

export function stateProblem(state: string): string | null {
  return state.length > STATE_MAX ? STATE_TOO_LONG : null;
}
