import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';

export const LOAD_MORE = 'Load more';

/**
 * Loads the next page of threads when the end of the list scrolls into view, and offers a
 * 'Load more' button for keyboards and browsers without IntersectionObserver.
 */
export function LoadMoreThreads({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <Center ref={sentinel} my="sm">
      <Button variant="default" size="xs" loading={loading} onClick={() => onLoad()}>
        {LOAD_MORE}
      </Button>
    </Center>
  );
}
