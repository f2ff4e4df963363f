/** The discussion's texts (GitLab's wording). */

export const COMMENT_ERROR = 'Something went wrong while adding your comment. Please try again.';
export const EDIT_ERROR = 'Something went wrong while editing your comment. Please try again.';
export const DELETE_ERROR = 'Something went wrong while deleting a comment. Please try again.';
export const RESOLVE_ERROR =
  'Something went wrong while resolving this discussion. Please try again.';
export const REACTION_ERROR = 'Something went wrong while adding your reaction. Please try again.';
export const LOAD_ERROR = 'Something went wrong while fetching comments. Please try again.';
export const DELETE_CONFIRM = 'Are you sure you want to delete this comment?';
export const SIGN_IN_TO_COMMENT = 'Please register or sign in to reply';

/** GitLab's locked-discussion text for the item's kind (the server answers the same). */
export const lockedText = (issuable: 'issue' | 'epic') =>
  `The discussion in this ${issuable} is locked. Only project members can comment.`;

/** The first error of a payload, or the generic text. */
export const withServerError = (generic: string, errors?: readonly string[] | null) =>
  errors?.[0] ?? generic;
