// The roadmap route's page, loaded on demand as the 'pages.groups.roadmap.show' chunk.
import { lazy } from 'react';

export const GroupRoadmapPage = lazy(() => import('./pages.groups.roadmap.show.tsx'));

/** The read-only embed of the roadmap, its own chunk ('pages.groups.roadmap.embed'). */
export const GroupRoadmapEmbedPage = lazy(() => import('./pages.groups.roadmap.embed.tsx'));
