import { textColorFor } from './label-colors.ts';
import type { LabelView } from './labels.repository.ts';

export interface LabelCounts {
  opened: number;
  closed: number;
}

/** GitLab's REST label JSON; counts only when asked for (with_counts). */
export function labelJson(l: LabelView, counts?: LabelCounts | null) {
  return {
    id: l.id,
    name: l.title,
    description: l.description,
    color: l.color,
    text_color: textColorFor(l.color),
    subscribed: false,
    priority: l.nsKind === 'project' ? l.priority : null,
    is_project_label: l.nsKind === 'project',
    ...(counts !== undefined
      ? {
          open_issues_count: counts?.opened ?? 0,
          closed_issues_count: counts?.closed ?? 0,
          open_merge_requests_count: 0,
        }
      : {}),
  };
}

/** The web labels.json shape (GitLab's LabelSerializer). */
export function labelWebJson(l: LabelView) {
  return {
    id: l.id,
    title: l.title,
    name: l.title,
    color: l.color,
    text_color: textColorFor(l.color),
    description: l.description,
    ...(l.nsKind === 'group' ? { group_id: l.namespaceId } : { project_id: l.namespaceId }),
    type: l.nsKind === 'group' ? 'GroupLabel' : 'ProjectLabel',
    created_at: l.createdAt,
    updated_at: l.updatedAt,
  };
}
