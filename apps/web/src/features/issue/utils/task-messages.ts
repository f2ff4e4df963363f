// Task conversion texts and the task creation/deletion alerts, whose wording GitLab does not
// give (recorded in docs/decisions/live-refresh.md).

export const TASK_CONVERTED = 'Converted to task';
export const TASK_REVERTED = 'Task reverted';
export const TASK_CREATE_ERROR = 'Something went wrong while creating the task.';
export const TASK_DELETE_ERROR = 'Something went wrong while deleting the task.';

/** The alert, followed by the server's error list when it sent one. */
export const withServerErrors = (message: string, errors: readonly string[]) =>
  errors.length ? `${message} ${errors.join(' ')}` : message;
