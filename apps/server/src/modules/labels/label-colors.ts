// Colours are parsed and their text colours chosen in @cairn/colors (shared with the web app);
// these names stay for the label module's importers and modules/work-items.
export { normalizeColor, labelTextColor as textColorFor } from '@cairn/colors';

/** GitLab's default label colour. */
export const DEFAULT_LABEL_COLOR = '#6699cc';
