import { createContext, useContext, type ReactNode } from 'react';

/** The texts of a widget whose value failed to read (docs/decisions/sidebar-widgets.md). */
export interface ReadFailureTexts {
  /** Shown in place of the value. */
  message: string;
  /** The collapsed icon's value; `message` when left out. */
  summary?: string;
}

const ReadFailureContext = createContext<ReadFailureTexts | null>(null);

/**
 * Marks the widget inside as one whose field failed in the page's query (`failedFields`): its
 * shell shows `texts` instead of a value. The sidebars wrap widgets with it, so no widget needs
 * a prop of its own for it.
 */
export function ReadFailure({
  texts,
  children,
}: {
  texts: ReadFailureTexts | null;
  children: ReactNode;
}) {
  return <ReadFailureContext.Provider value={texts}>{children}</ReadFailureContext.Provider>;
}

export const useReadFailure = () => useContext(ReadFailureContext);

/** The texts of the first of `fields` that failed (`failedFields`), from `table`; else null. */
export const readFailureOf = (
  failed: ReadonlySet<string>,
  table: Readonly<Record<string, ReadFailureTexts>>,
  ...fields: string[]
): ReadFailureTexts | null => {
  const field = fields.find((f) => failed.has(f));
  return field ? (table[field] ?? null) : null;
};

/** GitLab's attribute form: 'Failed to fetch the milestone for this issue. Please try again.' */
export const attributeReadFailure = (attribute: string, type: string): ReadFailureTexts => ({
  message: `Failed to fetch the ${attribute} for this ${type}. Please try again.`,
  summary: `An error occurred while fetching the assigned ${attribute} of the selected ${type}.`,
});
