import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { AbuseReportsPage } from './abuse-reports-page.tsx';

const graphql: GraphqlClient = { request: vi.fn() as never };
let admin: boolean;
let requests: { method: string; url: string }[];

const report = {
  id: 7,
  category: 'spam',
  status: 'open',
  message: 'Buy pills',
  reported_from_url: 'http://localhost/acme/web/-/issues/3',
  created_at: '2026-03-01T10:00:00Z',
  reporter: { id: 2, username: 'ada', name: 'Ada', web_url: '/ada' },
  user: { id: 9, username: 'spammer', name: 'Spam', web_url: '/spammer', state: 'active' },
};

beforeEach(() => {
  admin = true;
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/-/session') {
        return Response.json({
          user: { id: 1, username: 'root', name: 'Root', isAdmin: admin },
          csrfToken: 'c1',
        });
      }
      requests.push({ method: init.method ?? 'GET', url });
      if (url.startsWith('/api/v4/admin/abuse_reports?')) return Response.json([report]);
      return Response.json({}, { status: 201 });
    }),
  );
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('AbuseReportsPage', () => {
  it('lists open reports; an admin closes one or bans the user', async () => {
    renderInApp(() => <AbuseReportsPage />, { graphql, url: '/admin/abuse_reports' });
    expect(await screen.findByText("They're posting spam.")).toBeTruthy();
    expect(screen.getByText('Buy pills')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close report' }));
    expect(await screen.findByText('Report closed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ban @spammer' }));
    expect(await screen.findByText('User banned.')).toBeTruthy();
    expect(requests).toContainEqual({ method: 'PUT', url: '/api/v4/admin/abuse_reports/7' });
    expect(requests).toContainEqual({ method: 'POST', url: '/api/v4/users/9/ban' });
  });

  it('is the 404 page for anyone but an admin', async () => {
    admin = false;
    renderInApp(() => <AbuseReportsPage />, { graphql, url: '/admin/abuse_reports' });
    await waitFor(() => expect(screen.getByText('Page not found')).toBeTruthy());
    expect(requests).toEqual([]);
  });
});
