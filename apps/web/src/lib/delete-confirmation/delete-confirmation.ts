/** Wording of the delete confirmation (GitLab's delete modal), shared by epics and issues. */

/** The item type as the page names it: 'Epic', 'Issue', 'Incident', 'Task'. */
export type DeletableType = string;

const isEpic = (type: DeletableType) => type.toLowerCase() === 'epic';

/** The dialog's body: epics release their children, other types are simply removed. */
export function deleteConfirmationBody(type: DeletableType): string {
  return isEpic(type)
    ? 'Delete this epic and release all child items?'
    : `${type} will be removed! Are you sure?`;
}

/** The danger action (and the dialog's title): 'Delete epic', 'Delete issue', ... */
export function deleteActionLabel(type: DeletableType): string {
  return `Delete ${type.toLowerCase()}`;
}

/** The hidden fields of the delete form: the method override, the CSRF token, the confirmation. */
export function deleteFormFields(csrfToken: string): [name: string, value: string][] {
  return [
    ['_method', 'delete'],
    ['authenticity_token', csrfToken],
    ['destroy_confirm', 'true'],
  ];
}
