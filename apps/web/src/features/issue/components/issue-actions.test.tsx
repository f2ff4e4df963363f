import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryKey, type Session } from '../../../lib/session/index.ts';
import { renderWithTheme } from '../../../testing/render.tsx';
import { IssueActions } from './issue-actions.tsx';

afterEach(cleanup);

function renderAs(session: Session, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, session);
  return renderWithTheme(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const signedIn: Session = { user: { id: 1, username: 'owner', name: 'Owner' }, csrfToken: 'tok' };

describe('IssueActions', () => {
  it('offers Delete issue to those who may destroy, behind a confirmation', async () => {
    renderAs(signedIn, <IssueActions path="/acme/web/-/issues/4" typeName="Issue" canDestroy />);
    fireEvent.click(screen.getByRole('button', { name: 'Issue actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete issue' });
    expect(within(dialog).getByText('Issue will be removed! Are you sure?')).toBeTruthy();
    expect(dialog.querySelector('form')?.getAttribute('action')).toBe('/acme/web/-/issues/4');
  });

  it('names incidents by their type', async () => {
    renderAs(signedIn, <IssueActions path="/acme/web/-/issues/5" typeName="Incident" canDestroy />);
    fireEvent.click(screen.getByRole('button', { name: 'Incident actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete incident' });
    expect(within(dialog).getByText('Incident will be removed! Are you sure?')).toBeTruthy();
  });

  it('renders nothing without the right', () => {
    renderAs(
      signedIn,
      <IssueActions path="/acme/web/-/issues/4" typeName="Issue" canDestroy={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Issue actions' })).toBeNull();
  });
});
