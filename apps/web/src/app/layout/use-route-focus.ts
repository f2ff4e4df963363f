// After client-side navigation to another page, focus goes to the new page's main heading (or the
// main landmark until it renders) and the page title is announced: otherwise focus stays on the
// removed link, i.e. on the body, and a screen reader says nothing.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { announce } from '../../components/live-announcer.tsx';

/** Pages render their heading once their data loads; this is how long we follow it. */
const HEADING_WAIT_MS = 10_000;
/** The page sets its title in an effect that may run just after its heading is in the DOM. */
const TITLE_SETTLE_MS = 150;

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
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    let focusedHeading: HTMLElement | null = null;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer.disconnect();
      clearTimeout(stopTimer);
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
      clearTimeout(announceTimer);
      announceTimer = setTimeout(() => announce(document.title), TITLE_SETTLE_MS);
    };
    const observer = new MutationObserver(followHeading);
    const stopTimer = setTimeout(() => {
      stop();
      if (!focusedHeading) announce(document.title);
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
