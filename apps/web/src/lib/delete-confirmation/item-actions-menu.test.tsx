import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryKey, type Session } from '../session/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';
import { ItemActionsMenu } from './item-actions-menu.tsx';

afterEach(cleanup);

function renderAs(session: Session, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, session);
  return renderWithTheme(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const signedIn: Session = { user: { id: 1, username: 'owner', name: 'Owner' }, csrfToken: 'tok' };

describe('ItemActionsMenu', () => {
  it('offers Delete epic behind the epic confirmation', async () => {
    renderAs(
      signedIn,
      <ItemActionsMenu path="/groups/acme/-/epics/3" typeName="Epic" canDestroy />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Epic actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete epic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete epic' });
    expect(within(dialog).getByText('Delete this epic and release all child items?')).toBeTruthy();
    const form = dialog.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/groups/acme/-/epics/3');
    expect(form?.getAttribute('method')).toBe('post');
  });

  it('renders nothing without a session', () => {
    renderAs(
      { user: null, csrfToken: null },
      <ItemActionsMenu path="/x" typeName="Epic" canDestroy />,
    );
    expect(screen.queryByRole('button', { name: 'Epic actions' })).toBeNull();
  });

  it('offers Delete issue to those who may destroy, behind a confirmation', async () => {
    renderAs(signedIn, <ItemActionsMenu path="/acme/web/-/issues/4" typeName="Issue" canDestroy />);
    fireEvent.click(screen.getByRole('button', { name: 'Issue actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete issue' });
    expect(within(dialog).getByText('Issue will be removed! Are you sure?')).toBeTruthy();
    expect(dialog.querySelector('form')?.getAttribute('action')).toBe('/acme/web/-/issues/4');
  });

  it('names incidents by their type', async () => {
    renderAs(
      signedIn,
      <ItemActionsMenu path="/acme/web/-/issues/5" typeName="Incident" canDestroy />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Incident actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete incident' });
    expect(within(dialog).getByText('Incident will be removed! Are you sure?')).toBeTruthy();
  });

  it('renders nothing without the right', () => {
    renderAs(
      signedIn,
      <ItemActionsMenu path="/acme/web/-/issues/4" typeName="Issue" canDestroy={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Issue actions' })).toBeNull();
  });
});
