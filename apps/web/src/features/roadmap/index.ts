// Public API of the roadmap feature (composed in app/).
export { RoadmapPage, ROADMAP_DOCS_PATH } from './components/roadmap-page.tsx';
export type { RoadmapPageProps } from './components/roadmap-page.tsx';
export type { FilterBarSlot } from './components/roadmap-view.tsx';
export type { RoadmapFilterArguments } from './state/roadmap-page-context.tsx';
