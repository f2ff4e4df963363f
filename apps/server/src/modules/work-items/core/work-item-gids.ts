import { gidArgument } from '#server/graphql/global-id.ts';

/** Label gids as GitLab clients send them (its labels are GroupLabel or ProjectLabel). */
export const LABEL_GID_TYPES = ['Label', 'GroupLabel', 'ProjectLabel'];

/**
 * A work item id from a gid of any of these types (Epic, Issue and WorkItem share ids); a refusal
 * names the argument (`input.parentId`) in the shared phrasing of `gidArgument`.
 */
export function workItemIdOf(gid: string, argument: string, ...types: string[]): number {
  return gidArgument(argument, gid, ...(types.length ? types : ['WorkItem', 'Epic', 'Issue']));
}
