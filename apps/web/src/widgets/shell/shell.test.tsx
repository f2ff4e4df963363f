import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import { attributeReadFailure, ReadFailure, type ReadFailureTexts } from './read-failure.tsx';
import { COLLAPSED_GUTTER_KEY } from './sidebar-collapse.ts';
import { SidebarLayout } from './sidebar-layout.tsx';
import { SidebarWidget } from './sidebar-widget.tsx';
import { useWidgetSave } from './use-widget-save.ts';
import { ensureSaved } from './widget-errors.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function Weight({ editable, answer }: { editable: boolean; answer: () => Promise<unknown> }) {
  const [editing, setEditing] = useState(false);
  const { value, saving, save } = useWidgetSave(3, {
    save: async () => ensureSaved((await answer()) as { errors: string[] }),
    failure: 'Something went wrong.',
  });
  return (
    <SidebarWidget
      title="Weight"
      icon="W"
      summary={String(value)}
      editable={editable}
      editing={editing}
      onEditingChange={setEditing}
      saving={saving}
      shortcut="weight"
      editor={<button onClick={() => void save(5)}>Set 5</button>}
    >
      <span data-testid="weight-value">{value}</span>
    </SidebarWidget>
  );
}

function renderWidget(
  editable: boolean,
  answer: () => Promise<unknown>,
  readFailure: ReadFailureTexts | null = null,
) {
  const client = new QueryClient();
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <Notifications />
      <SidebarLayout label="Issue details" main={<p>Body</p>}>
        <ReadFailure texts={readFailure}>
          <Weight editable={editable} answer={answer} />
        </ReadFailure>
      </SidebarLayout>
    </QueryClientProvider>,
  );
}

describe('SidebarWidget', () => {
  it('is read-only without the right: no Edit button', () => {
    renderWidget(false, async () => ({ errors: [] }));
    expect(screen.getByRole('group', { name: 'Weight' }).textContent).toContain('3');
    expect(screen.queryByRole('button', { name: /edit/i })).toBeNull();
  });

  it('shows Edit with its shortcut attribute, then Apply while editing', () => {
    renderWidget(true, async () => ({ errors: [] }));
    const edit = screen.getByRole('button', { name: 'Edit weight' });
    expect(edit.getAttribute('data-shortcut')).toBe('weight');
    fireEvent.click(edit);
    expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows the new value at once and keeps it when the server accepts', async () => {
    let accept: (v: unknown) => void = () => {};
    renderWidget(true, () => new Promise((resolve) => (accept = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Edit weight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set 5' }));
    expect(screen.getByTestId('weight-value').textContent).toBe('5');
    expect(screen.getByLabelText('Saving')).toBeTruthy();
    accept({ errors: [] });
    await waitFor(() => expect(screen.queryByLabelText('Saving')).toBeNull());
  });

  it('reverts and shows the failure text with the first server error', async () => {
    renderWidget(true, async () => ({ errors: ['Weight is too big'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit weight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set 5' }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByText('Weight is too big')).toBeTruthy();
    expect(screen.getByTestId('weight-value').textContent).toBe('3');
  });

  it('shows the read-failure text in place of the value when its field failed, and in the collapsed icon', () => {
    renderWidget(true, async () => ({ errors: [] }), attributeReadFailure('weight', 'issue'));
    const widget = screen.getByRole('group', { name: 'Weight' });
    expect(within(widget).getByRole('alert').textContent).toBe(
      'Failed to fetch the weight for this issue. Please try again.',
    );
    expect(screen.queryByTestId('weight-value')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(
      screen.getByRole('button', {
        name: 'Weight: An error occurred while fetching the assigned weight of the selected issue.',
      }),
    ).toBeTruthy();
  });

  it('reverts on a network failure', async () => {
    renderWidget(true, () => Promise.reject(new Error('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Edit weight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set 5' }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByTestId('weight-value').textContent).toBe('3');
  });
});

describe('SidebarLayout', () => {
  it('collapses to icons with the value in their names, and remembers it', () => {
    renderWidget(true, async () => ({ errors: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(window.localStorage.getItem(COLLAPSED_GUTTER_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'Weight: 3' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Weight' })).toBeNull();
  });

  it('starts collapsed when remembered; a gutter icon expands it', () => {
    window.localStorage.setItem(COLLAPSED_GUTTER_KEY, 'true');
    renderWidget(true, async () => ({ errors: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Weight: 3' }));
    expect(screen.getByRole('group', { name: 'Weight' })).toBeTruthy();
    expect(window.localStorage.getItem(COLLAPSED_GUTTER_KEY)).toBe('false');
  });
});
