import type { AbuseCategory } from './abuse-messages.ts';

/** REST calls of abuse reports (GitLab's shapes); writes send the session's CSRF token. */

export interface AbuseReportJson {
  id: number;
  category: string;
  status: 'open' | 'closed';
  message: string;
  reported_from_url: string | null;
  created_at: string;
  reporter: { id: number; username: string; name: string; web_url: string } | null;
  user: { id: number; username: string; name: string; web_url: string; state: string } | null;
}

async function send(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  csrfToken: string | null,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (json as { message?: unknown } | null)?.message;
    const base = (message as { base?: string[] } | undefined)?.base?.[0];
    throw new Error(typeof message === 'string' ? message : (base ?? `HTTP ${response.status}`));
  }
  return json;
}

export const submitAbuseReport = (
  csrfToken: string | null,
  report: { workItemId: number; category: AbuseCategory; message: string; url: string },
) =>
  send('POST', '/api/v4/abuse_reports', csrfToken, {
    work_item_id: report.workItemId,
    category: report.category,
    message: report.message,
    reported_from_url: report.url,
  });

export const fetchAbuseReports = async (status: 'open' | 'closed') =>
  (await send(
    'GET',
    `/api/v4/admin/abuse_reports?status=${status}&per_page=100`,
    null,
  )) as AbuseReportJson[];

export const closeAbuseReport = (csrfToken: string | null, id: number) =>
  send('PUT', `/api/v4/admin/abuse_reports/${id}`, csrfToken, { status: 'closed' });

export const banUser = (csrfToken: string | null, userId: number) =>
  send('POST', `/api/v4/users/${userId}/ban`, csrfToken);
