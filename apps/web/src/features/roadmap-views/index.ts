// Public API of the saved roadmap views feature (composed with the filter bar in app/).
export { RoadmapViewsBar } from './components/roadmap-views-bar.tsx';
