// Public API of the group epics list page, for app/ to compose with the filter bar.
export { EpicsListPage } from './components/epics-list-page.tsx';
export type { EpicsListPageProps } from './components/epics-list-page.tsx';
export type { EpicsListFilters, ReadEpicsListFilters } from './utils/filter-arguments.ts';
