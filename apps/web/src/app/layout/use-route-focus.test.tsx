import { act, screen, waitFor } from '@testing-library/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncer } from '#web/components/live-announcer.tsx';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { useRouteFocus } from './use-route-focus.ts';

/** A page whose heading, like a real page's, renders after its data arrives. */
function Page() {
  useRouteFocus('main');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = `Page ${pathname} · Cairn`;
      setLoaded(pathname);
    }, 30);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <>
      <main id="main" tabIndex={-1}>
        <a href="#x">Link on {pathname}</a>
        {loaded === pathname ? <h1>Heading of {pathname}</h1> : <p>Loading</p>}
      </main>
      <LiveAnnouncer />
    </>
  );
}

describe('useRouteFocus', () => {
  it('leaves focus alone on the first page, then focuses the new heading and announces the title', async () => {
    const { router } = renderInApp(() => <Page />, { graphql: {} as GraphqlClient, url: '/one' });
    await screen.findByRole('heading', { name: 'Heading of /one' });
    expect(document.activeElement).toBe(document.body);

    act(() => screen.getByRole('link', { name: 'Link on /one' }).focus());
    await act(() => router.navigate({ href: '/two' }));
    const heading = await screen.findByRole('heading', { name: 'Heading of /two' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page /two · Cairn'));
  });

  it('keeps focus where it is when only the query string changes', async () => {
    const { router } = renderInApp(() => <Page />, { graphql: {} as GraphqlClient, url: '/three' });
    await screen.findByRole('heading', { name: 'Heading of /three' });
    const link = screen.getByRole('link', { name: 'Link on /three' });
    act(() => link.focus());
    await act(() => router.navigate({ href: '/three?sort=title' }));
    expect(document.activeElement).toBe(link);
  });
});
