import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMapSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';
import { useInternalNavigation } from './internal-link.tsx';

function HomeButton() {
  const navigate = useInternalNavigation('/');
  return (
    <Button component="a" href="/" onClick={navigate} variant="light">
      Go to the home page
    </Button>
  );
}

function ErrorLayout({
  code,
  icon,
  title,
  children,
  testId,
}: {
  code?: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Center py={72} data-testid={testId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        {icon}
        {code ? (
          // Large text: gray.6 reaches the 3:1 axe asks of it even when hidden from readers.
          <Text fw={700} fz={48} lh={1} c="gray.6" aria-hidden>
            {code}
          </Text>
        ) : null}
        <Title order={1} fz={26}>
          {title}
        </Title>
        {children}
      </Stack>
    </Center>
  );
}

/** GitLab answers 404 for anything the viewer may not see, so this never confirms existence. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <ErrorLayout
      code="404"
      title="Page not found"
      testId="not-found"
      icon={
        <IconMapSearch size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      }
    >
      <Text c="dimmed">
        Make sure the address is correct and the page has not moved. If it needs you to be signed
        in, sign in first.
      </Text>
      <HomeButton />
    </ErrorLayout>
  );
}

export function ForbiddenPage() {
  usePageTitle('Access denied');
  return (
    <ErrorLayout
      code="403"
      title="Access denied"
      testId="forbidden"
      icon={<IconLock size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />}
    >
      <Text c="dimmed">You do not have the permission to access this page.</Text>
      <HomeButton />
    </ErrorLayout>
  );
}

/** An unexpected failure (network, server error): what went wrong and a retry. */
export function ErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  usePageTitle('Something went wrong');
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorLayout
      title="Something went wrong"
      testId="error-page"
      icon={
        <IconAlertTriangle size={40} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
      }
    >
      <Text c="dimmed">The page could not be loaded. Try again in a moment.</Text>
      {message ? <Code block>{message}</Code> : null}
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : <HomeButton />}
    </ErrorLayout>
  );
}
