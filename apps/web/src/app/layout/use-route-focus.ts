// After client-side navigation to another page, focus goes to the new page's main heading (or the
// main landmark until it renders) and the page title is announced: otherwise focus stays on the
// removed link, i.e. on the body, and a screen reader says nothing.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { announce } from '../../components/live-announcer.tsx';

/** Pages render their heading once their data loads; this is how long we wait for it. */
const HEADING_WAIT_MS = 10_000;

function focusHeading(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

export function useRouteFocus(mainId: string) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    let done = false;
    const finish = (heading: HTMLElement) => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      focusHeading(heading);
      // The title effect of the new page has run by the time its heading is in the DOM.
      announce(document.title);
    };
    const tryHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading && !done) finish(heading);
    };
    const observer = new MutationObserver(tryHeading);
    const timer = setTimeout(() => {
      observer.disconnect();
      if (!done) announce(document.title);
    }, HEADING_WAIT_MS);
    // Until the heading renders, focus rests on the main landmark rather than the body.
    if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
    observer.observe(main, { childList: true, subtree: true });
    tryHeading();
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
