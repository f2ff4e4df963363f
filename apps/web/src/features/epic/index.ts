export { EpicPage } from './components/epic-page.tsx';
export type { EpicRoadmapSlot } from './components/epic-roadmap-tab.tsx';
