// Functions that run inside the page (serialised by Playwright): they must stay self-contained.

export interface ProbeOptions {
  /** The request that delivers the items: a URL fragment and, for GraphQL, the operation. */
  urlPart: string;
  operationName: string | null;
  /** Elements that are bars on the timeline. */
  barSelector: string;
}

export interface ProbeState {
  /** performance.now() when the items' fetch resolved (the app then reads and parses the body). */
  arrival: number | null;
  /** After the frame in which the first bars were in the DOM has been painted. */
  painted: number | null;
  bars: number;
}

/**
 * Init script: wraps fetch to stamp the data's arrival, then checks every animation frame for
 * bars; a message posted from that frame's rAF callback runs once the frame is painted.
 */
export function installProbe(o: ProbeOptions): void {
  const state: ProbeState = { arrival: null, painted: null, bars: 0 };
  (window as unknown as { __bench: ProbeState }).__bench = state;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : '';
    const wanted =
      url.includes(o.urlPart) &&
      (o.operationName === null || body.includes(`"operationName":"${o.operationName}"`));
    if (wanted && state.arrival === null) {
      state.arrival = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.painted = performance.now();
      };
      const poll = () => {
        const bars = document.querySelectorAll(o.barSelector).length;
        if (bars === 0) return void requestAnimationFrame(poll);
        state.bars = bars;
        channel.port2.postMessage(0);
      };
      requestAnimationFrame(poll);
    }
    return response;
  };
}

export interface ScrollResult {
  /** requestAnimationFrame deltas while scrolling, ms. */
  deltas: number[];
  scrollRange: number;
  /** False when the time cap stopped the scroll before the end of the list. */
  complete: boolean;
  scroller: string;
}

/**
 * Scrolls the page's main scroll container (the one with the most to scroll) from top to
 * bottom in `frames` equal steps, one per animation frame, recording frame deltas.
 */
export function scrollWholeList(o: {
  frames: number;
  maxMs: number;
  /** The page's known scroll container, when it has one. */
  scroller: string | null;
}): Promise<ScrollResult> {
  const root = document.scrollingElement ?? document.documentElement;
  let best: Element = root;
  let bestRange = root.scrollHeight - root.clientHeight;
  const known = o.scroller ? document.querySelector(o.scroller) : null;
  const candidates = known ? [known] : Array.from(document.querySelectorAll('body *'));
  for (const el of candidates) {
    const range = el.scrollHeight - el.clientHeight;
    if (range <= bestRange + 1) continue;
    if (!/(auto|scroll|overlay)/.test(getComputedStyle(el).overflowY)) continue;
    best = el;
    bestRange = range;
  }
  const describe = (el: Element) =>
    el === root
      ? 'document'
      : `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
  return new Promise((resolve) => {
    const deltas: number[] = [];
    let last: number | null = null;
    let i = 0;
    const started = performance.now();
    const step = (t: number) => {
      if (last !== null) deltas.push(t - last);
      last = t;
      const timeUp = t - started > o.maxMs;
      if (i > o.frames || timeUp) {
        resolve({ deltas, scrollRange: bestRange, complete: !timeUp, scroller: describe(best) });
        return;
      }
      best.scrollTop = (bestRange * i) / o.frames;
      i += 1;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

export function elementCount(): number {
  return document.getElementsByTagName('*').length;
}

export function scriptUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => new URL(name).pathname.endsWith('.js'));
}

/**
 * tsx compiles this file with esbuild's keepNames, so serialised functions call `__name`;
 * every bench page gets a no-op one first.
 */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';
