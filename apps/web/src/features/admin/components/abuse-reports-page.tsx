import { Anchor, Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotFoundPage } from '#web/components/error-pages.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useCsrfToken } from '#web/components/markdown-editor/index.ts';
import {
  banUser,
  categoryLabel,
  closeAbuseReport,
  fetchAbuseReports,
  type AbuseReportJson,
} from '#web/components/report-abuse/index.ts';
import { formatTime } from '#web/lib/dates.ts';
import { useSession } from '#web/lib/session/index.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useUrlSearch } from '#web/lib/use-url-search.ts';

export const ABUSE_EMPTY = 'There are no abuse reports.';
export const REPORT_CLOSED = 'Report closed.';
export const USER_BANNED = 'User banned.';

function ReportCard({
  report,
  onClose,
  onBan,
}: {
  report: AbuseReportJson;
  onClose: () => void;
  onBan: () => void;
}) {
  const user = report.user;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Report #${report.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{categoryLabel(report.category)}</Text>
          <Text size="sm" c="dimmed">
            {formatTime(report.created_at)}
          </Text>
        </Group>
        <Text size="sm">
          Reported user:{' '}
          {user ? <Anchor href={user.web_url}>@{user.username}</Anchor> : 'deleted user'}
          {user?.state === 'banned' ? (
            <Badge ml="xs" color="red" variant="light">
              Banned
            </Badge>
          ) : null}
          {' · '}by {report.reporter ? `@${report.reporter.username}` : 'deleted user'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {report.message}
        </Text>
        {report.reported_from_url ? (
          <Anchor size="sm" href={report.reported_from_url}>
            Reported content
          </Anchor>
        ) : null}
        {report.status === 'open' ? (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onClose}>
              Close report
            </Button>
            {user && user.state === 'active' ? (
              <Button size="xs" color="red.9" onClick={onBan}>
                {`Ban @${user.username}`}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /admin/abuse_reports: admins read open and closed reports, close them or ban the user. */
export function AbuseReportsPage() {
  usePageTitle('Abuse reports', 'Admin');
  const session = useSession();
  const admin = session.user?.isAdmin === true;
  const [search, setSearch] = useUrlSearch();
  const status = new URLSearchParams(search).get('status') === 'closed' ? 'closed' : 'open';
  const queryClient = useQueryClient();
  const csrfToken = useCsrfToken();
  const reports = useQuery({
    queryKey: ['abuse-reports', status],
    queryFn: () => fetchAbuseReports(status),
    enabled: admin,
  });
  const act = useMutation({
    mutationFn: async (run: { id: number; ban?: number }) => {
      const token = await csrfToken();
      if (run.ban !== undefined) await banUser(token, run.ban);
      else await closeAbuseReport(token, run.id);
      return run;
    },
    onSuccess: (run) => {
      notifications.show({ message: run.ban !== undefined ? USER_BANNED : REPORT_CLOSED });
      void queryClient.invalidateQueries({ queryKey: ['abuse-reports'] });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  if (session.isLoading) return <PageLoader />;
  if (!admin) return <NotFoundPage />;
  return (
    <>
      <PageHeader title="Abuse reports" />
      <Tabs
        value={status}
        onChange={(value) => setSearch(value === 'closed' ? '?status=closed' : '')}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="open">Open</Tabs.Tab>
          <Tabs.Tab value="closed">Closed</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {reports.isPending ? (
        <PageLoader />
      ) : reports.isError ? (
        <Text c="red">{reports.error.message}</Text>
      ) : reports.data.length === 0 ? (
        <Text c="dimmed">{ABUSE_EMPTY}</Text>
      ) : (
        <Stack>
          {reports.data.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              onClose={() => act.mutate({ id: report.id })}
              onBan={() => report.user && act.mutate({ id: report.id, ban: report.user.id })}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
