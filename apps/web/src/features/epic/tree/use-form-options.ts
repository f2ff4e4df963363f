import { useDebouncedValue } from '@mantine/hooks';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { treeFormOptionsQuery } from './graphql/tree-form-options.query.ts';

/** Groups (the parent's and its descendants) and projects for the create forms, 500 ms debounce. */
export function useFormOptions(fullPath: string, search: string) {
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const query = useGraphqlQuery(treeFormOptionsQuery, { fullPath, search: debounced || null });
  const group = query.data?.group;
  const groups = group
    ? [
        { value: group.fullPath, label: group.fullName },
        ...(group.descendantGroups.nodes ?? []).flatMap((g) =>
          g ? [{ value: g.fullPath, label: g.fullName }] : [],
        ),
      ]
    : [];
  const projects = (group?.projects.nodes ?? []).flatMap((p) =>
    p ? [{ value: p.fullPath, label: p.nameWithNamespace }] : [],
  );
  return { groups, projects, loading: query.isFetching, failed: query.isError };
}
