import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryKey, type Session } from '../../../lib/session/index.ts';
import { renderWithTheme } from '../../../testing/render.tsx';
import { EpicActions } from './epic-actions.tsx';

afterEach(cleanup);

function renderAs(session: Session, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, session);
  return renderWithTheme(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const signedIn: Session = { user: { id: 1, username: 'owner', name: 'Owner' }, csrfToken: 'tok' };

describe('EpicActions', () => {
  it('offers Delete epic to those who may destroy, behind a confirmation', async () => {
    renderAs(signedIn, <EpicActions path="/groups/acme/-/epics/3" canDestroy />);
    fireEvent.click(screen.getByRole('button', { name: 'Epic actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete epic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete epic' });
    expect(within(dialog).getByText('Delete this epic and release all child items?')).toBeTruthy();
    const form = dialog.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/groups/acme/-/epics/3');
    expect(form?.getAttribute('method')).toBe('post');
  });

  it('renders nothing without the right or without a session', () => {
    renderAs(signedIn, <EpicActions path="/groups/acme/-/epics/3" canDestroy={false} />);
    expect(screen.queryByRole('button', { name: 'Epic actions' })).toBeNull();
    cleanup();
    renderAs({ user: null, csrfToken: null }, <EpicActions path="/x" canDestroy />);
    expect(screen.queryByRole('button', { name: 'Epic actions' })).toBeNull();
  });
});
