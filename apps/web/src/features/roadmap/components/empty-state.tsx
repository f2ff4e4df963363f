// The roadmap's empty state.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useInternalNavigation } from '#web/components/internal-link.tsx';
import type { EmptyStateTexts } from '../utils/empty-state.ts';
import { EMPTY_DESCRIPTION_CHILD_EPICS } from '../utils/empty-state.ts';
import { RoadmapIllustration } from './roadmap-illustration.tsx';

export interface RoadmapEmptyStateProps {
  readonly texts: EmptyStateTexts;
  readonly listEpicsHref: string;
  readonly newEpicHref: string;
  readonly docsHref: string;
}

function Description({ texts, docsHref }: { texts: EmptyStateTexts; docsHref: string }) {
  if (texts.withDocsLink && texts.description === EMPTY_DESCRIPTION_CHILD_EPICS) {
    // 'child epics' links to the documentation; the sentence reads the same.
    return (
      <>
        To view the roadmap, add a start or due date to one of the{' '}
        <Anchor href={docsHref} target="_blank" rel="noopener noreferrer">
          child epics
        </Anchor>
        .
      </>
    );
  }
  return <>{texts.description}</>;
}

export function RoadmapEmptyState(props: RoadmapEmptyStateProps) {
  const { texts, listEpicsHref, newEpicHref, docsHref } = props;
  const goToNewEpic = useInternalNavigation(newEpicHref);
  const goToList = useInternalNavigation(listEpicsHref);
  return (
    <Stack align="center" gap="md" py={48} px="md" ta="center" data-testid="roadmap-empty-state">
      <RoadmapIllustration height={144} />
      <Title order={2} size="h3" maw={560}>
        {texts.title}
      </Title>
      <Text c="dimmed" maw={560} data-testid="roadmap-empty-description">
        <Description texts={texts} docsHref={docsHref} />
      </Text>
      <Group gap="sm" justify="center">
        {texts.showNewEpic ? (
          <Button component="a" href={newEpicHref} onClick={goToNewEpic} variant="filled">
            New epic
          </Button>
        ) : null}
        <Button component="a" href={listEpicsHref} onClick={goToList} variant="default">
          View epics list
        </Button>
      </Group>
    </Stack>
  );
}
