// The timeline frame's height. Page form: the window height below the frame's top. Embedded form
// (fillContainer, e.g. inside the epic page): the height its container gives it. Recomputed after
// the debounced resize and whenever `layoutKey` (what renders above the frame) changes.
import { useLayoutEffect, useState, type RefObject } from 'react';

const BOTTOM_GAP = 16;
const MIN_HEIGHT = 320;

export function useFrameHeight(
  ref: RefObject<HTMLElement | null>,
  fillContainer: boolean,
  windowHeight: number,
  layoutKey: string,
): number {
  const [height, setHeight] = useState(MIN_HEIGHT);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || fillContainer) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    setHeight(Math.max(MIN_HEIGHT, Math.floor(windowHeight - top - BOTTOM_GAP)));
  }, [ref, fillContainer, windowHeight, layoutKey]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !fillContainer) return;
    const update = () => setHeight(Math.max(MIN_HEIGHT / 2, element.clientHeight));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fillContainer]);

  return height;
}
