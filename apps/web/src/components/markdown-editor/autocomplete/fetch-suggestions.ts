import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { editorEpicsQuery } from '../graphql/editor-epics.query.ts';
import { editorIssuesQuery } from '../graphql/editor-issues.query.ts';
import { editorLabelsQuery } from '../graphql/editor-labels.query.ts';
import { editorMilestonesQuery } from '../graphql/editor-milestones.query.ts';
import { editorUsersQuery } from '../graphql/editor-users.query.ts';
import { quotedName, type TriggerChar } from './trigger.ts';

export interface Suggestion {
  id: string;
  /** Main text of the option (username, title...). */
  label: string;
  /** Secondary text (name, `#12`...). */
  detail?: string;
  /** Swatch colour (labels). */
  color?: string;
  /** What replaces the typed trigger and query. */
  insert: string;
}

/** Where suggestions come from: a project (issue, epic-in-project forms, comments) or a group. */
export interface SuggestionScope {
  projectPath?: string;
  groupPath?: string;
}

const parentGroupOf = (projectPath: string) => projectPath.split('/').slice(0, -1).join('/');

/** The suggestions for a trigger typed in the editor; [] when the scope has none of that kind. */
export async function fetchSuggestions(
  client: GraphqlClient,
  scope: SuggestionScope,
  char: TriggerChar,
  query: string,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const fullPath = scope.projectPath ?? scope.groupPath;
  if (!fullPath) return [];
  const isProject = scope.projectPath !== undefined;
  const search = query || undefined;
  switch (char) {
    case '@': {
      const data = await client.request(editorUsersQuery, { fullPath, search, isProject }, signal);
      const users = (isProject ? data.project : data.group)?.autocompleteUsers ?? [];
      return users.map((u) => ({
        id: u.id,
        label: u.username,
        detail: u.name,
        insert: `@${u.username}`,
      }));
    }
    case '#': {
      if (!scope.projectPath) return [];
      const numeric = /^\d+$/.test(query);
      const data = await client.request(
        editorIssuesQuery,
        {
          fullPath: scope.projectPath,
          search: numeric ? undefined : search,
          iid: numeric ? query : undefined,
        },
        signal,
      );
      return (data.project?.issues?.nodes ?? []).flatMap((i) =>
        i ? [{ id: i.id, label: i.title, detail: `#${i.iid}`, insert: `#${i.iid}` }] : [],
      );
    }
    case '&': {
      const groupPath = scope.groupPath ?? parentGroupOf(fullPath);
      const numeric = /^\d+$/.test(query);
      const data = await client.request(
        editorEpicsQuery,
        {
          fullPath: groupPath,
          search: numeric ? undefined : search,
          iidStartsWith: numeric ? query : undefined,
        },
        signal,
      );
      return (data.group?.epics?.nodes ?? []).flatMap((e) =>
        e ? [{ id: e.id, label: e.title, detail: `&${e.iid}`, insert: `&${e.iid}` }] : [],
      );
    }
    case '~': {
      const data = await client.request(editorLabelsQuery, { fullPath, search, isProject }, signal);
      const labels = (isProject ? data.project : data.group)?.labels.nodes ?? [];
      return labels.flatMap((l) =>
        l ? [{ id: l.id, label: l.title, color: l.color, insert: quotedName('~', l.title) }] : [],
      );
    }
    case '%': {
      const data = await client.request(
        editorMilestonesQuery,
        { fullPath, search, isProject },
        signal,
      );
      const milestones = (isProject ? data.project : data.group)?.milestones.nodes ?? [];
      return milestones.flatMap((m) =>
        m ? [{ id: m.id, label: m.title, insert: quotedName('%', m.title) }] : [],
      );
    }
  }
}
