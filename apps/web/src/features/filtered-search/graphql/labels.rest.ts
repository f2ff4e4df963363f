import { asList, fetchJson, text } from './fetch-json.ts';

export type LabelItem = {
  id: string;
  title: string;
  color: string;
  textColor: string;
  description: string;
};

/** GitLab's group labels endpoint: the labels a group's epics can carry. */
export function groupLabelsPath(fullPath: string): string {
  return `/groups/${fullPath}/-/labels.json`;
}

export async function fetchGroupLabels(
  fullPath: string,
  search: string,
  signal?: AbortSignal,
): Promise<LabelItem[]> {
  const body = await fetchJson(
    groupLabelsPath(fullPath),
    {
      only_group_labels: true,
      include_ancestor_groups: true,
      include_descendant_groups: true,
      search,
    },
    signal,
  );
  return asList(body).map((label) => ({
    id: text(label.id),
    title: text(label.title),
    color: text(label.color) || '#6699cc',
    textColor: text(label.text_color) || '#ffffff',
    description: text(label.description),
  }));
}
