// After client-side navigation to another page, focus goes to the new page's main heading (or the
// main landmark until it renders) and the page title is announced: otherwise focus stays on the
// removed link, i.e. on the body, and a screen reader says nothing.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { announce } from '#web/components/live-announcer.tsx';

/** Pages render their heading once their data loads; this is how long we follow it. */
const HEADING_WAIT_MS = 10_000;
/** A page may set its title after its heading renders (when its data arrives); we wait this long. */
const TITLE_WAIT_MS = 2_000;

function focusHeading(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

export function useRouteFocus(mainId: string) {
  // The resolved location changes once the new page renders; `location` changes while the old
  // page (and its heading) is still on screen during loading.
  const pathname = useRouterState({
    select: (s) => (s.resolvedLocation ?? s.location).pathname,
  });
  const leaving = useRouterState({ select: (s) => s.location.pathname });
  const previous = useRef(pathname);
  // The title of the page being left: the new page's title is the first different one.
  const oldTitle = useRef(typeof document === 'undefined' ? '' : document.title);
  useEffect(() => {
    if (leaving === previous.current) oldTitle.current = document.title;
  });

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const before = oldTitle.current;
    let focusedHeading: HTMLElement | null = null;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer.disconnect();
      clearTimeout(stopTimer);
    };
    const announceTitle = (waited = 0) => {
      clearTimeout(announceTimer);
      if (document.title !== before || waited >= TITLE_WAIT_MS) {
        announce(document.title);
        return;
      }
      announceTimer = setTimeout(() => announceTitle(waited + 100), 100);
    };
    // A page may first show a stale or loading heading and replace it: follow the newest one
    // until the user moves focus elsewhere.
    const followHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || heading === focusedHeading) return;
      const active = document.activeElement;
      if (
        focusedHeading &&
        active !== focusedHeading &&
        active !== document.body &&
        active !== main
      ) {
        stop();
        return;
      }
      focusedHeading = heading;
      focusHeading(heading);
      announceTitle();
    };
    const observer = new MutationObserver(followHeading);
    const stopTimer = setTimeout(() => {
      stop();
      if (!focusedHeading) announceTitle(TITLE_WAIT_MS);
    }, HEADING_WAIT_MS);
    // Until the heading renders, focus rests on the main landmark rather than the body.
    if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
    observer.observe(main, { childList: true, subtree: true });
    followHeading();
    return () => {
      stop();
      clearTimeout(announceTimer);
    };
  }, [pathname, mainId]);
}
