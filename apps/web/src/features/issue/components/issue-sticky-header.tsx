import { Group, Paper, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';

/** Whether `target` is out of the viewport (false where IntersectionObserver is missing). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/** A compact header (status and title) pinned to the top once the title scrolls away. */
export function IssueStickyHeader({
  titleRef,
  status,
  title,
}: {
  titleRef: RefObject<HTMLElement | null>;
  status: ReactNode;
  title: string;
}) {
  const visible = useScrolledPast(titleRef);
  if (!visible) return null;
  return (
    <Paper
      shadow="xs"
      px="md"
      py={6}
      data-testid="issue-sticky-header"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 150 }}
    >
      <Group gap="sm" wrap="nowrap">
        {status}
        <Text fw={600} truncate aria-hidden>
          {title}
        </Text>
      </Group>
    </Paper>
  );
}
