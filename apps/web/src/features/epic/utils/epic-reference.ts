/**
 * How an epic's reference reads in a group's list: `&3` for the group's own epics, and
 * `platform&3` (the path relative to the listed group) for epics of its subgroups.
 */
export function epicDisplayReference(
  epic: { iid: string; group: { fullPath: string } },
  listedGroupPath: string,
): string {
  const own = epic.group.fullPath;
  if (own === listedGroupPath) return `&${epic.iid}`;
  const prefix = `${listedGroupPath}/`;
  return `${own.startsWith(prefix) ? own.slice(prefix.length) : own}&${epic.iid}`;
}
