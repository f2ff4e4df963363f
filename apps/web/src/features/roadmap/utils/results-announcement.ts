// The polite status message after the roadmap's rows change because of a filter, sort, range or
// page load (docs/accessibility.md): "Showing 12 epics".

export interface ResultsAnnouncementInput {
  readonly count: number;
  readonly hasMore: boolean;
  readonly childEpics: boolean;
}

export function resultsAnnouncement({ count, hasMore, childEpics }: ResultsAnnouncementInput) {
  const noun = `${childEpics ? 'child ' : ''}${count === 1 ? 'epic' : 'epics'}`;
  if (count === 0 && !hasMore) return `No ${childEpics ? 'child epics' : 'epics'} to show`;
  return `Showing ${count} ${noun}${hasMore ? ', scroll down for more' : ''}`;
}
