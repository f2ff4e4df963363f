// Window size, updated on resize after a 400 ms pause (docs/decisions/0006-roadmap-page.md).
import { RESIZE_DEBOUNCE_MS } from '@cairn/timeline';
import { useEffect, useState } from 'react';

export interface WindowSize {
  readonly width: number;
  readonly height: number;
}

function readSize(): WindowSize {
  return { width: window.innerWidth, height: window.innerHeight };
}

export function useDebouncedWindowSize(): WindowSize {
  const [size, setSize] = useState(readSize);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(readSize()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
