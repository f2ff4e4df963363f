import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import { UserMenu, userMenuLabel } from './user-menu.tsx';

afterEach(cleanup);

describe('UserMenu', () => {
  it('names its button with the visible name first (label in name, WCAG 2.5.3)', async () => {
    const user = { id: 1, username: 'owner', name: 'Olivia Owner' };
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <UserMenu user={user} /> }),
      history: createMemoryHistory({ initialEntries: ['/explore/groups'] }),
    });
    renderWithTheme(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const button = await screen.findByRole('button', { name: 'Olivia Owner, user menu' });
    expect(userMenuLabel('Olivia Owner')).toBe('Olivia Owner, user menu');
    expect(screen.getByTestId('user-name').textContent).toBe('Olivia Owner');
    expect(button.getAttribute('aria-label')?.startsWith('Olivia Owner')).toBe(true);
    // The initials are a picture drawn by CSS: the button's only visible text is the name.
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('OO');
    expect(button.textContent).toBe('Olivia Owner');
  });
});
