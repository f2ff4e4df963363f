/**
 * An epic's reference as the list shows it: `&3` for the listed group's own epics and
 * `platform&3` (the path below the listed group) for its subgroups' epics.
 */
export function listReference(
  epic: { iid: string; group: { fullPath: string } },
  listedGroupPath: string,
): string {
  const own = epic.group.fullPath;
  if (own === listedGroupPath) return `&${epic.iid}`;
  const prefix = `${listedGroupPath}/`;
  return `${own.startsWith(prefix) ? own.slice(prefix.length) : own}&${epic.iid}`;
}

/** The epic's page: /groups/<its group>/-/epics/<iid>. */
export function epicPath(epic: { iid: string; group: { fullPath: string } }): string {
  return `/groups/${epic.group.fullPath}/-/epics/${epic.iid}`;
}
