// The picker's texts, in one place for the component and its tests.
export const PICKER_LABEL = 'Roadmap view';
export const MODIFIED = 'Modified';
export const APPLIED = 'applied';
export const SHARED_SECTION = 'Shared with the group';
export const PRIVATE_SECTION = 'Private';
export const NO_SAVED_VIEWS = 'No saved views yet';
export const SAVE_VIEW = 'Save view…';
export const RENAME_VIEW = 'Rename view…';
export const OVERWRITE_VIEW = 'Overwrite view';
export const DELETE_VIEW = 'Delete view…';
export const SHARE_WITH_GROUP = 'Share with the group';
export const NAME_BLANK = "Name can't be blank";
export const NAME_TOO_LONG = 'Name is too long (maximum is 255 characters)';
export const VIEW_NOT_FOUND = "This view does not exist or you don't have permission to see it.";
export const LOAD_VIEWS_FAILED = 'Unable to load saved views.';
export const SAVE_FAILED = 'Unable to save the view. Please try again.';
export const DELETE_FAILED = 'Unable to delete the view. Please try again.';
export const deleteBody = (name: string) => `Delete the view “${name}”? This cannot be undone.`;
