// Alert and note texts of the roadmap.
export const FETCH_EPICS_ERROR = 'Something went wrong while fetching epics';
export const FETCH_MILESTONES_ERROR = 'Something went wrong while fetching milestones';
export const LOAD_ROADMAP_ERROR = 'Failed to load Roadmap';
export const LOADING_EPICS = 'Loading epics';
export const NO_CHILD_EPICS_MATCH = 'No child epics match applied filters';
export const SOME_CHILD_EPICS_HIDDEN = 'Some child epics may be hidden due to applied filters';
export const SETTINGS_TITLE = 'Roadmap settings';
export const EXPORT_ERROR = 'Something went wrong while exporting the roadmap';
export const EMBED_TITLE = 'Embed roadmap';
export const OPEN_IN_CAIRN = 'Open in Cairn';
