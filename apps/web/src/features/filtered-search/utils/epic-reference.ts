// Epic filter values (roadmap spec section 5; issue-and-epic 2.3).
// A suggestion's value may be a reference of the form '<title>::&<iid>'; only the part after
// '::&' is the iid. An epic reference as typed by a user is '&' followed by digits.

export const EPIC_REFERENCE_SEPARATOR = '::&';

const EPIC_REFERENCE_PATTERN = /^&\d+$/;
const EPIC_IID_PATTERN = /^\d+$/;

/** True for '&' followed by one or more digits, nothing else. */
export function isEpicReference(value: string): boolean {
  return EPIC_REFERENCE_PATTERN.test(value);
}

/** True for a bare iid: digits only. */
export function isEpicIid(value: string): boolean {
  return EPIC_IID_PATTERN.test(value);
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

export type EpicRef = { iid: string | number; title: string };

/** What an epic token shows: '&12::My epic'. */
export function epicTokenDisplayValue(epic: EpicRef): string {
  return `&${epic.iid}::${epic.title}`;
}

/** The token data a picked suggestion carries: 'My epic::&12'. parseEpicIid reads it back. */
export function epicTokenValue(epic: EpicRef): string {
  return `${epic.title}${EPIC_REFERENCE_SEPARATOR}${epic.iid}`;
}
