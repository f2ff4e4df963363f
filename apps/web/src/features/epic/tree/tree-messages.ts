// The child tree's texts (GitLab's); the ones GitLab has no text for are recorded in
// docs/decisions/epic-page.md.

export const TREE_TITLE = 'Child issues and epics';
export const EMPTY_TREE_TEXT =
  "Link child issues and epics together to show that they're related, or that one blocks another.";
export const EMPTY_TREE_HELP =
  '/help/user/group/epics/manage_epics#manage-issues-assigned-to-an-epic';
export const COUNTS_NOTE = 'Counts reflect children you may not have access to.';
export const SHOW_LABELS_KEY = 'gl-show-board-labels';

export const FETCH_FAILED = 'Something went wrong while fetching child epics.';
export const CREATE_EPIC_FAILED = 'Something went wrong while creating child epics.';
export const CREATE_ISSUE_FAILED = 'Something went wrong while creating issue.';
export const ORDER_FAILED = 'Something went wrong while ordering item.';
export const MOVE_FAILED = 'Something went wrong while moving item.';
export const GROUPS_FAILED = 'There was a problem fetching groups.';
export const PROJECTS_FAILED = 'Something went wrong while fetching projects.';
export const TOO_DEEP = 'Epic hierarchy level too deep';
export const CONFIDENTIAL_PARENT =
  'The parent epic is confidential and can only contain confidential epics and issues';

/** Removal (GitLab's per-type wording is not known; ours). */
export const removeFailed = (type: 'epic' | 'issue', notFound: boolean) =>
  notFound
    ? `The ${type} could not be found; it may have been removed already.`
    : `Something went wrong while removing the ${type}.`;

/** Form headings under a confidential parent. */
export const createHeading = (type: 'epic' | 'issue', confidential: boolean) =>
  confidential ? `Create new confidential ${type}` : `Create new ${type}`;
export const addHeading = (type: 'epic' | 'issue' | 'epic or issue', confidential: boolean) =>
  confidential ? `Add existing confidential ${type}` : `Add existing ${type}`;
