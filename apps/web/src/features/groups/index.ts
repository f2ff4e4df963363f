export { ExploreGroupsPage } from './components/explore-groups-page.tsx';
export { GroupOverviewPage } from './components/group-overview-page.tsx';
export { GroupFrame } from './components/group-frame.tsx';
