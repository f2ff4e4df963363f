/** §8: 'Something went wrong while setting %{issuableType} %{dateType} date.' */
export const dateError = (type: string, dateType: 'start' | 'due') =>
  `Something went wrong while setting ${type} ${dateType} date.`;

export const DATES_HELP_PATH = '/help/user/group/epics/manage_epics#start-and-due-date-inheritance';
