import { NotFoundPage } from '#web/components/error-pages.tsx';
import type { ListState } from '#web/components/state-tabs.tsx';
import { parseGroupLocation } from '#web/lib/paths.ts';
import type { EpicRoadmapSlot } from '#web/features/epic/index.ts';
import {
  EpicPage,
  EpicRoadmap,
  GroupFrame,
  GroupOverviewPage,
  IssueTemplatesSettingsPage,
  NewEpicButton,
  NewEpicPage,
} from '../pages.ts';
import { GroupEpicsListPage } from '../epics-list-entry.tsx';
import { GroupRoadmapEmbedPage, GroupRoadmapPage } from '../roadmap-page.ts';
import { Suspended } from './suspended.tsx';

/** /groups/<full path>/-/roadmap and /groups/<full path>/-/epics/<iid>/roadmap. */
export function GroupRoadmapRoute({ fullPath, epicIid }: { fullPath: string; epicIid?: string }) {
  return <GroupRoadmapPage fullPath={fullPath} epicIid={epicIid} />;
}

/** The epic page's 'Roadmap view' tab: the child-epics roadmap, its own chunk, loaded on demand. */
const renderEpicRoadmap: EpicRoadmapSlot = ({ fullPath, iid }) => (
  <EpicRoadmap fullPath={fullPath} iid={iid} />
);

/** /groups/<full path>/-/epics: the epics list with the filter bar (it keeps its state in the URL). */
export function GroupEpicsRoute({ fullPath }: { fullPath: string }) {
  return (
    <GroupFrame fullPath={fullPath} section="Epics" actions={<NewEpicButton fullPath={fullPath} />}>
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
      page = (
        <GroupOverviewPage
          fullPath={location.fullPath}
          actions={<NewEpicButton fullPath={location.fullPath} />}
        />
      );
      break;
    case 'roadmap':
      page = <GroupRoadmapRoute fullPath={location.fullPath} />;
      break;
    case 'roadmapEmbed':
      page = <GroupRoadmapEmbedPage fullPath={location.fullPath} />;
      break;
    case 'epicRoadmap':
      page = <GroupRoadmapRoute fullPath={location.fullPath} epicIid={location.iid} />;
      break;
    case 'epics':
      page = <GroupEpicsRoute fullPath={location.fullPath} />;
      break;
    case 'issueTemplates':
      page = <IssueTemplatesSettingsPage kind="group" fullPath={location.fullPath} />;
      break;
    case 'newEpic':
      page = <NewEpicPage fullPath={location.fullPath} />;
      break;
    case 'epic':
      page = (
        <EpicPage fullPath={location.fullPath} iid={location.iid} roadmap={renderEpicRoadmap} />
      );
      break;
    case 'notFound':
      return <NotFoundPage />;
  }
  return <Suspended key={splat}>{page}</Suspended>;
}
