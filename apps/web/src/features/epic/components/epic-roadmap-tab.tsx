// The epic page's 'Roadmap view' tab body: a fixed-height box the child-epics roadmap fills, the
// roadmap itself supplied by app/ (features do not import each other) and loaded lazily. If its
// code cannot be loaded, or its first render throws, the tab says 'Failed to load Roadmap'
// (docs/decisions/0006-roadmap-page.md, 'The child-epics roadmap inside the epic page').
import { Alert, Box, Group } from '@mantine/core';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { InternalLink } from '#web/components/internal-link.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { paths } from '#web/lib/paths.ts';

export const LOAD_ROADMAP_ERROR = 'Failed to load Roadmap';

/** The height of the embedded roadmap (the roadmap fills it instead of the window height). */
export const EPIC_ROADMAP_HEIGHT = 560;

/** What the epic page asks app/ for: the scoped roadmap of one epic's children. */
export type EpicRoadmapSlot = (epic: { fullPath: string; iid: string }) => ReactNode;

class RoadmapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The epic roadmap failed to load', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert color="red" variant="light" data-testid="epic-roadmap-error">
          {LOAD_ROADMAP_ERROR}
        </Alert>
      );
    }
    return this.props.children;
  }
}

export function EpicRoadmapTab({
  fullPath,
  iid,
  roadmap,
}: {
  fullPath: string;
  iid: string;
  roadmap: EpicRoadmapSlot;
}) {
  return (
    <Box p="md">
      <Group justify="flex-end" mb="xs">
        <InternalLink href={paths.epicRoadmap(fullPath, iid)} size="sm">
          View on roadmap
        </InternalLink>
      </Group>
      <Box h={EPIC_ROADMAP_HEIGHT} data-testid="epic-roadmap-container">
        <RoadmapErrorBoundary>
          <Suspense fallback={<PageLoader label="Loading roadmap" />}>
            {roadmap({ fullPath, iid })}
          </Suspense>
        </RoadmapErrorBoundary>
      </Box>
    </Box>
  );
}
