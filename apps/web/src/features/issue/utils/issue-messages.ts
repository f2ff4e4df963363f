// The issue page's user-facing texts (GitLab's wording), shared by components and tests.

export const STATE_ERROR = 'Error occurred while updating the issue status';
export const LOCK_ERROR =
  'Something went wrong trying to change the locked state of the discussion';
export const REFERENCE_ERROR = 'An error occurred while fetching reference';
export const REFERENCE_COPIED = 'Reference copied';
export const BLOCKED_CLOSE_TITLE = 'Are you sure you want to close this blocked issue?';
export const BLOCKED_CLOSE_CONFIRM = 'Yes, close issue';

export const lockToast = (locked: boolean) => (locked ? 'Issue locked.' : 'Issue unlocked.');
export const confidentialityToast = (on: boolean) =>
  on ? 'Confidentiality turned on.' : 'Confidentiality turned off.';
/** A failed confidentiality change: the first server error, else the generic text. */
export const confidentialityError = (type: string, errors: readonly string[] = []) =>
  errors[0] ?? `Something went wrong while setting ${type} confidentiality.`;
export const EMAIL_COPIED = 'Email address copied';
export const PROMOTE_ERROR =
  'Something went wrong while promoting the issue to an epic. Please try again.';
export const PROMOTE_SUCCESS =
  'The issue was successfully promoted to an epic. Redirecting to epic…';

// 'Submit as spam': texts of our own (docs/decisions/issue-page.md).
export const SPAM_CONFIRM_TITLE = 'Submit this issue as spam?';
export const SPAM_CONFIRM_BODY =
  'The issue will be hidden from everyone but administrators, like the items of a banned user. You can mark it as not spam later.';
export const SPAM_CONFIRM = 'Submit as spam';
export const spamToast = (spam: boolean) =>
  spam ? 'Issue was submitted as spam.' : 'Issue was marked as not spam.';
export const spamError = (spam: boolean, errors: readonly string[] = []) =>
  errors[0] ??
  (spam
    ? 'Something went wrong while submitting the issue as spam.'
    : 'Something went wrong while marking the issue as not spam.');
