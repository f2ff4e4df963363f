export { EpicPage } from './components/epic-page.tsx';
export { NewEpicButton } from './components/new-epic-button.tsx';
export { NewEpicPage } from './components/new-epic-page.tsx';
export type { EpicRoadmapSlot } from './components/epic-roadmap-tab.tsx';
