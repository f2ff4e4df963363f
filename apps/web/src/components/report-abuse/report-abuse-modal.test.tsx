import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { ReportAbuseModal } from './report-abuse-modal.tsx';

const graphql: GraphqlClient = { request: vi.fn() as never };
let posted: { url: string; init: RequestInit }[];
let answer: Response;

beforeEach(() => {
  posted = [];
  answer = new Response('{"id":1}', { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/-/session') {
        return Response.json({ user: { id: 2, username: 'ada', name: 'Ada' }, csrfToken: 'c1' });
      }
      posted.push({ url, init });
      return answer;
    }),
  );
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const open = () =>
  renderInApp(
    () => <ReportAbuseModal opened onClose={() => undefined} itemGid="gid://gitlab/Issue/42" />,
    { graphql },
  );

describe('ReportAbuseModal', () => {
  it('sends the category and message about the item, then thanks the reporter', async () => {
    open();
    const submit = await screen.findByRole('button', { name: 'Report abuse' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: "They're posting spam." }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Additional context' }), {
      target: { value: ' Ads everywhere ' },
    });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'Thank you for your report. An administrator will look into it shortly.',
      ),
    ).toBeTruthy();
    expect(posted[0]!.url).toBe('/api/v4/abuse_reports');
    expect(JSON.parse(String(posted[0]!.init.body))).toMatchObject({
      work_item_id: 42,
      category: 'spam',
      message: 'Ads everywhere',
    });
    expect((posted[0]!.init.headers as Record<string, string>)['x-csrf-token']).toBe('c1');
  });

  it("shows the server's refusal and keeps the form", async () => {
    answer = Response.json({ message: { base: ['You cannot report yourself.'] } }, { status: 422 });
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Something else.' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Additional context' }), {
      target: { value: 'Why' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report abuse' }));
    await waitFor(() =>
      expect(
        screen.getByText('Something went wrong while reporting abuse. You cannot report yourself.'),
      ).toBeTruthy(),
    );
  });
});
