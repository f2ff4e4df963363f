/**
 * Field-level failures of a page's query. A GraphQL answer may carry data and errors together:
 * a field whose resolver failed is null and its error names the field's path. A page that reads
 * its item and the item's widgets in one query (the issue and epic pages) accepts such an answer
 * when every error lies in a field of the item that a widget can show as failed: the page shows,
 * and that widget shows its own read-failure text instead of a value (GitLab's widgets read
 * with queries of their own, so one failing widget never blanks the page there either).
 */

/** Where an answer records the failed fields: on the item object, so cache patches keep it. */
const FAILED_FIELDS = '__failedFields';

export interface GraphqlErrorEntry {
  message?: unknown;
  path?: unknown;
}

const objectAt = (data: unknown, path: readonly string[]): Record<string, unknown> | null => {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

/** The item of a page's query, and its fields whose failure the page can show on its own. */
export interface FieldsThatMayFail {
  item: readonly string[];
  fields: readonly string[];
}

/**
 * The data with the failed fields recorded on the item, when every error lies in one of the
 * named fields of the item and the item itself is there; null otherwise (the answer is a
 * failure of the whole query: a field the page cannot show as failed must not pass as empty).
 */
export function withFailedFields(
  data: unknown,
  errors: readonly GraphqlErrorEntry[],
  { item: itemPath, fields: allowed }: FieldsThatMayFail,
): unknown {
  const fields = new Set<string>();
  for (const error of errors) {
    const path = Array.isArray(error.path) ? (error.path as unknown[]) : [];
    const field = path[itemPath.length];
    if (itemPath.some((key, i) => path[i] !== key) || !allowed.includes(field as string)) {
      return null;
    }
    fields.add(field as string);
  }
  const item = objectAt(data, itemPath);
  if (!item) return null;
  item[FAILED_FIELDS] = [...fields];
  return data;
}

/** The fields of `item` that failed to read in the answer it came from. */
export function failedFields(item: object | null | undefined): ReadonlySet<string> {
  const fields = (item as Record<string, unknown> | null | undefined)?.[FAILED_FIELDS];
  return new Set(Array.isArray(fields) ? (fields as string[]) : []);
}
