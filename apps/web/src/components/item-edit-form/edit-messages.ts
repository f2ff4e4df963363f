// The form's user-facing texts (GitLab's wording), in one place so tests and pages share them.

export const LEAVE_WARNING = 'Are you sure you want to lose your issue information?';

/** A restored draft was taken from an older version (GitLab's wording). */
export const OUTDATED_DRAFT_WARNING =
  'The comment you are editing has been changed by another user. Would you like to keep your changes and overwrite the new description or discard your changes?';

/** The concurrent-edit warning (the issue page's wording). */
export const concurrentEditMessage = (type: string) =>
  `Someone edited the ${type} at the same time you did. Review the ${type} and make sure you don't unintentionally overwrite their changes.`;

/** The edit-conflict message on the epic: the epic page's wording of the same situation. */
export const epicEditConflictMessage = (type: string) =>
  `Someone edited this ${type} at the same time you did. The description has been updated and you will need to make your changes again.`;

/** Shown after a stale save was merged cleanly with the other edit and saved. */
export const mergedMessage = (type: string) =>
  `Your changes were merged with the changes someone else saved to this ${type} at the same time.`;

/** A failed update: 'Error updating {type}', optionally '. ' and the server's errors. */
export const updateErrorMessage = (type: string, errors: readonly string[] = []) =>
  errors.length ? `Error updating ${type}. ${errors.join(' ')}` : `Error updating ${type}`;
