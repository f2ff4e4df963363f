import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseQueryString, stringifyQueryString } from './query-string.ts';
import { useUrlSearch, type ReplaceUrlSearch } from './use-url-search.ts';

afterEach(cleanup);

/** Renders a probe under a router on `url`; returns the router and the probe's replace. */
async function renderAt(url: string) {
  const handle: { replace: ReplaceUrlSearch | null } = { replace: null };
  function Probe() {
    const [search, replace] = useUrlSearch();
    handle.replace = replace;
    return <output data-testid="search">{search}</output>;
  }
  const history = createMemoryHistory({ initialEntries: ['/start', url] });
  const router = createRouter({
    routeTree: createRootRoute({ component: Probe }),
    history,
    parseSearch: parseQueryString,
    stringifySearch: stringifyQueryString,
  });
  render(<RouterProvider router={router} />);
  await screen.findByTestId('search');
  return { history, replace: (next: Parameters<ReplaceUrlSearch>[0]) => handle.replace?.(next) };
}

describe('useUrlSearch', () => {
  it('reads the query string as the address bar has it', async () => {
    await renderAt('/groups/acme/-/epics?label_name[]=a&label_name[]=b&sort=title_asc');
    expect(screen.getByTestId('search').textContent).toBe(
      '?label_name[]=a&label_name[]=b&sort=title_asc',
    );
  });

  it('replaces the query string without a history entry and keeps the path and hash', async () => {
    const { history, replace } = await renderAt('/groups/acme/-/roadmap?layout=WEEKS#top');
    const entries = history.length;
    act(() => replace(new URLSearchParams('layout=MONTHS&state=closed')));
    expect(screen.getByTestId('search').textContent).toBe('?layout=MONTHS&state=closed');
    expect(history.location.pathname).toBe('/groups/acme/-/roadmap');
    expect(history.location.hash).toBe('#top');
    expect(history.length).toBe(entries);

    act(() => replace(''));
    expect(screen.getByTestId('search').textContent).toBe('');
    expect(history.location.href).toBe('/groups/acme/-/roadmap#top');
  });

  it('writes nothing when the query string is unchanged', async () => {
    const { history, replace } = await renderAt('/groups/acme/-/epics?state=all');
    const before = history.location;
    act(() => replace('?state=all'));
    expect(history.location).toBe(before);
  });
});
