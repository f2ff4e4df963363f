// The roadmap feature's entry point, found at build time: when features/roadmap/index.ts exists
// and exports RoadmapPage, the roadmap routes render it (as its own lazily loaded chunk);
// until then they show the group's epics with their dates.
import { lazy, type ComponentType } from 'react';

/** What the app passes to the roadmap: the group, and an epic iid for the child-epics form. */
export interface RoadmapEntryProps {
  fullPath: string;
  epicIid?: string;
}

type RoadmapModule = { RoadmapPage?: ComponentType<RoadmapEntryProps> };

const modules = import.meta.glob<RoadmapModule>('../features/roadmap/index.ts');
const load = Object.values(modules)[0];

export const RoadmapPage = load
  ? lazy(async () => {
      const module = await load();
      if (!module.RoadmapPage) throw new Error('features/roadmap/index.ts exports no RoadmapPage');
      return { default: module.RoadmapPage };
    })
  : null;
