/** GitLab's 'Something went wrong while setting %{issuableType} %{dateType} date.' */
export const dateError = (type: string, dateType: 'start' | 'due') =>
  `Something went wrong while setting ${type} ${dateType} date.`;

/** An epic's dates (GitLab's epic details) failed to read. */
export const DETAILS_READ_ERROR = 'Something went wrong while fetching details';

export const DATES_HELP_PATH = '/help/user/group/epics/manage_epics#start-and-due-date-inheritance';
