/** A label title split for display: `priority::high` is scoped (scope `priority`, value `high`). */
export interface LabelTitleParts {
  scoped: boolean;
  /** For scoped labels, everything before the last `::` (GitLab allows nested scopes). */
  scope: string;
  /** For scoped labels, the part after the last `::`; otherwise the whole title. */
  value: string;
}

export function splitLabelTitle(title: string): LabelTitleParts {
  const at = title.lastIndexOf('::');
  if (at <= 0 || at + 2 >= title.length) return { scoped: false, scope: '', value: title };
  return { scoped: true, scope: title.slice(0, at), value: title.slice(at + 2) };
}
