// Public API of the filter bar feature, for app/ to compose.
export { FilteredSearchBar } from './components/filtered-search-bar.tsx';
export type { FilteredSearchBarProps } from './components/filtered-search-bar.tsx';
export { UrlFilteredSearchBar } from './components/url-filtered-search-bar.tsx';
export type { UrlFilteredSearchBarProps } from './components/url-filtered-search-bar.tsx';
export * from './utils/index.ts';
