// Epic references, parsed and formatted in one place (GitLab's forms):
//   '&12'                 an epic of the current group
//   'platform&12'         an epic of a subgroup, relative to the group being shown
//   'acme/platform&12'    a full reference
//   'My epic::&12'        the filter bar's epic token value (title, separator, iid)

export const EPIC_REFERENCE_PREFIX = '&';
export const EPIC_REFERENCE_SEPARATOR = '::&';

const EPIC_REFERENCE_PATTERN = /^&\d+$/;
const EPIC_IID_PATTERN = /^\d+$/;
const TYPED_IID_PATTERN = /^&?(\d+)$/;
// A group path before '&': segments as lib/paths.ts accepts them, separated by '/'.
const PATH_REFERENCE_PATTERN =
  /^((?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*)?&(\d+)$/;

/** '&12'. */
export function epicReference(iid: string | number): string {
  return `${EPIC_REFERENCE_PREFIX}${iid}`;
}

/** 'acme/platform&12'. */
export function fullEpicReference(groupFullPath: string, iid: string | number): string {
  return `${groupFullPath}${epicReference(iid)}`;
}

/**
 * How an epic's reference reads in a group's list: `&3` for the group's own epics, and
 * `platform&3` (the path relative to the listed group) for epics of its subgroups; the full
 * reference for a group outside the listed one.
 */
export function epicDisplayReference(
  epic: { iid: string; group: { fullPath: string } },
  listedGroupPath: string,
): string {
  const own = epic.group.fullPath;
  if (own === listedGroupPath) return epicReference(epic.iid);
  const prefix = `${listedGroupPath}/`;
  return fullEpicReference(own.startsWith(prefix) ? own.slice(prefix.length) : own, epic.iid);
}

export type ParsedEpicReference = { groupPath: string | null; iid: string };

/** Reads '&12' (groupPath null), 'platform&12' or 'acme/platform&12'; null for anything else. */
export function parseEpicReference(text: string): ParsedEpicReference | null {
  const match = PATH_REFERENCE_PATTERN.exec(text.trim());
  if (!match?.[2]) return null;
  return { groupPath: match[1] ?? null, iid: match[2] };
}

/** The namespace path of a full reference: 'acme/web#12' -> 'acme/web', 'acme&3' -> 'acme'. */
export function referenceNamespacePath(reference: string): string {
  return reference.split(/[#&]/)[0] ?? '';
}

/** True for '&' followed by one or more digits, nothing else. */
export function isEpicReference(value: string): boolean {
  return EPIC_REFERENCE_PATTERN.test(value);
}

/** True for a bare iid: digits only. */
export function isEpicIid(value: string): boolean {
  return EPIC_IID_PATTERN.test(value);
}

/** The iid a user typed as '12' or '&12' (surrounding spaces allowed), else null. */
export function typedEpicIid(text: string): string | null {
  return TYPED_IID_PATTERN.exec(text.trim())?.[1] ?? null;
}

/**
 * The iid part of an epic filter value: the text after the last '::&' when there is one
 * ('My epic::&12' -> '12'; the last one, so a title that itself holds '::&' still works),
 * and an '&12' reference loses its ampersand. Anything else comes back trimmed, unchanged.
 */
export function parseEpicIid(value: string): string {
  const at = value.lastIndexOf(EPIC_REFERENCE_SEPARATOR);
  const tail = (at === -1 ? value : value.slice(at + EPIC_REFERENCE_SEPARATOR.length)).trim();
  return isEpicReference(tail) ? tail.slice(1) : tail;
}

/** The iid of an epic filter value when it is a valid iid, else null. */
export function epicIidOrNull(value: string): string | null {
  const iid = parseEpicIid(value);
  return isEpicIid(iid) ? iid : null;
}

/** The title part of an epic token value ('My epic::&12' -> 'My epic'), else null. */
export function epicTokenTitle(value: string): string | null {
  const at = value.lastIndexOf(EPIC_REFERENCE_SEPARATOR);
  return at > 0 ? value.slice(0, at) : null;
}

export type EpicRef = { iid: string | number; title: string };

/** What an epic token shows: '&12::My epic'. */
export function epicTokenDisplayValue(epic: EpicRef): string {
  return `${epicReference(epic.iid)}::${epic.title}`;
}

/** The token data a picked suggestion carries: 'My epic::&12'. parseEpicIid reads it back. */
export function epicTokenValue(epic: EpicRef): string {
  return `${epic.title}${EPIC_REFERENCE_SEPARATOR}${epic.iid}`;
}
