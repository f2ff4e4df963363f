import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorPage } from '#web/components/error-pages.tsx';
import { InternalLink } from '#web/components/internal-link.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { byUse, readFrequentItems } from '#web/lib/frequent-items.ts';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { paths } from '#web/lib/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { dashboardHomeQuery } from '../graphql/dashboard-home.query.ts';

const ACTION_TEXT: Record<string, string> = {
  assigned: 'assigned you',
  mentioned: 'mentioned you',
  marked: 'added a to-do item',
  directly_addressed: 'directly addressed you',
  escalated: 'opened an incident that is paging you',
};
const RECENT_SHOWN = 5;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Rows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** `/` for signed-in users: assigned issues, pending to-dos and recently viewed items. */
export function DashboardPage({ username }: { username: string }) {
  usePageTitle('Home');
  const query = useGraphqlQuery(dashboardHomeQuery, {});
  const recent = readFrequentItems(username).sort(byUse).slice(0, RECENT_SHOWN);
  if (query.isPending) return <PageLoader label="Loading your dashboard" />;
  if (query.error) return <ErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  const user = query.data.currentUser;
  const issues = user?.assignedIssues ?? [];
  const todos = (user?.todos?.nodes ?? []).filter((t) => t !== null);
  return (
    <>
      <PageHeader title={`Welcome, ${user?.name ?? username}`} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title="Assigned issues">
            {issues.length === 0 ? (
              <EmptyState title="No open issues are assigned to you" />
            ) : (
              <Rows label="Issues assigned to you">
                {issues.map((i) => (
                  <li key={i.id}>
                    <InternalLink href={i.webPath} fw={500}>
                      {i.title}
                    </InternalLink>
                    <Text size="xs" c="dimmed">
                      {i.reference}
                    </Text>
                  </li>
                ))}
              </Rows>
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <Section title="To-do items">
              {todos.length === 0 ? (
                <EmptyState title="No pending to-do items" />
              ) : (
                <Rows label="Pending to-do items">
                  {todos.map((t) => (
                    <li key={t.id}>
                      <Text size="sm">
                        {t.author.name} {ACTION_TEXT[t.action] ?? t.action}
                        {t.targetReference ? ` · ${t.targetReference}` : ''}
                      </Text>
                      {t.targetUrl ? (
                        <InternalLink href={new URL(t.targetUrl).pathname} size="sm">
                          {t.body}
                        </InternalLink>
                      ) : null}
                    </li>
                  ))}
                </Rows>
              )}
              <Anchor
                component={InternalLink}
                href={paths.todos()}
                size="sm"
                mt="sm"
                display="block"
              >
                {`View all to-do items (${user?.todosCount ?? 0})`}
              </Anchor>
            </Section>
            <Section title="Recently viewed">
              {recent.length === 0 ? (
                <EmptyState title="Issues and epics you visit show here" />
              ) : (
                <Rows label="Recently viewed items">
                  {recent.map((r) => (
                    <li key={r.id}>
                      <InternalLink href={r.webPath} fw={500}>
                        {r.title}
                      </InternalLink>
                      <Text size="xs" c="dimmed">
                        {r.reference}
                      </Text>
                    </li>
                  ))}
                </Rows>
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
