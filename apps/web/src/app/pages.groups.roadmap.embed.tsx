// The read-only roadmap embed (/groups/<group>/-/roadmap/embed?…): the view the query string
// describes, without the app chrome, and a link to the full roadmap. The viewer's rights apply as
// everywhere: a group the viewer may not see answers the not-found page and nothing of it.
import { Anchor } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { readFilterSearch } from '../features/filtered-search/index.ts';
import { RoadmapPage } from '../features/roadmap/index.ts';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session/index.ts';
import { useUrlSearch } from '../lib/use-url-search.ts';
import classes from './roadmap-embed.module.css';

/**
 * Every link of the embed (bars, titles, blocking items in their popovers, the 404 page's) opens
 * in a new tab: navigating inside the frame would turn the read-only embed into the full app,
 * framed by another site (clickjacking). Capture on the document: popovers are portalled.
 */
function openLinksOutside(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
  event.preventDefault();
  event.stopPropagation();
  window.open(link.href, '_blank', 'noopener,noreferrer');
}

export default function GroupRoadmapEmbed({ fullPath }: { fullPath: string }) {
  const { signedIn } = useSession();
  const [search] = useUrlSearch();
  const filters = useMemo(() => readFilterSearch(search, { signedIn }), [search, signedIn]);
  useEffect(() => {
    document.addEventListener('click', openLinksOutside, true);
    return () => document.removeEventListener('click', openLinksOutside, true);
  }, []);
  return (
    <div className={classes.embed}>
      <div className={classes.view}>
        <RoadmapPage
          fullPath={fullPath}
          filterArguments={filters.arguments}
          hasFilters={filters.hasFilters}
          filtersMatchNothing={filters.matchesNothing}
          fillContainer
          embedded
        />
      </div>
      <footer className={classes.footer}>
        <Anchor
          href={`${paths.groupRoadmap(fullPath)}${search}`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          data-testid="roadmap-embed-open"
        >
          Open in Cairn
        </Anchor>
      </footer>
    </div>
  );
}
