import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '#web/components/internal-link.tsx';
import { paths } from '#web/lib/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { SignInForm } from './sign-in-form.tsx';

export function SignInPage({ onSignedIn }: { onSignedIn?: () => void }) {
  usePageTitle('Sign in');
  return (
    <Center py={48}>
      <Stack w="100%" maw={400} gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} fz={26}>
            Sign in to Cairn
          </Title>
          <Text c="dimmed" size="sm">
            Plan and track work across your groups and projects.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p="xl" shadow="xs">
          <SignInForm onSignedIn={onSignedIn} />
        </Paper>
        <Text size="sm" c="dimmed" ta="center">
          Just looking?{' '}
          <InternalLink href={paths.exploreGroups()} size="sm">
            Explore public groups
          </InternalLink>
        </Text>
      </Stack>
    </Center>
  );
}
