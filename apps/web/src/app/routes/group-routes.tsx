import { NotFoundPage } from '../../components/error-pages.tsx';
import type { ListState } from '../../components/state-tabs.tsx';
import { parseGroupLocation } from '../../lib/paths.ts';
import { EpicList, EpicPage, GroupFrame, GroupOverviewPage } from '../pages.ts';
import { GroupEpicsListPage } from '../epics-list-entry.tsx';
import { RoadmapPage } from '../roadmap-entry.ts';
import { GroupRoadmapPage } from '../roadmap-page.ts';
import { Suspended } from './suspended.tsx';

/** /groups/<full path>/-/roadmap and /groups/<full path>/-/epics/<iid>/roadmap. */
export function GroupRoadmapRoute({ fullPath, epicIid }: { fullPath: string; epicIid?: string }) {
  if (RoadmapPage) return <GroupRoadmapPage fullPath={fullPath} epicIid={epicIid} />;
  // Until the roadmap feature lands: the group's epics with their dates (real data).
  return (
    <GroupFrame fullPath={fullPath} section="Roadmap">
      <EpicList fullPath={fullPath} state="all" />
    </GroupFrame>
  );
}

/** /groups/<full path>/-/epics: the epics list with the filter bar (it keeps its state in the URL). */
export function GroupEpicsRoute({ fullPath }: { fullPath: string }) {
  return (
    <GroupFrame fullPath={fullPath} section="Epics">
      <GroupEpicsListPage fullPath={fullPath} />
    </GroupFrame>
  );
}

/** Dispatches every /groups/<splat> URL (group paths have several segments) to its page. */
// `state` is not read here any more: the epics list keeps its state tab in the URL itself.
export function GroupRoutes({ splat }: { splat: string; state?: ListState }) {
  const location = parseGroupLocation(splat);

  let page;
  switch (location.page) {
    case 'group':
      page = <GroupOverviewPage fullPath={location.fullPath} />;
      break;
    case 'roadmap':
      page = <GroupRoadmapRoute fullPath={location.fullPath} />;
      break;
    case 'epicRoadmap':
      page = <GroupRoadmapRoute fullPath={location.fullPath} epicIid={location.iid} />;
      break;
    case 'epics':
      page = <GroupEpicsRoute fullPath={location.fullPath} />;
      break;
    case 'epic':
      page = <EpicPage fullPath={location.fullPath} iid={location.iid} />;
      break;
    case 'notFound':
      return <NotFoundPage />;
  }
  return <Suspended key={splat}>{page}</Suspended>;
}
