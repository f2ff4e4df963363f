import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { maskFragments } from 'gql.tada';
import { afterEach, describe, expect, it } from 'vitest';
import { epicTarget, renderWidget } from '../shell/widget-test-kit.tsx';
import { SidebarColorFragment } from './color.fragment.ts';
import { ColorWidget } from './color-widget.tsx';

const TEST_ID = 'color-widget';
/** The epic page hands the widget its fragment's data as the query returned it. */
const epic = (color: string | null) => maskFragments([SidebarColorFragment], { color });

afterEach(() => {
  cleanup();
  notifications.clean();
});

const saved = { SidebarEpicSetColor: () => ({ updateEpic: { errors: [], epic: { id: 'e' } } }) };

describe('ColorWidget', () => {
  it('offers the five suggested swatches and saves the one picked', async () => {
    const { calls } = renderWidget(
      () => <ColorWidget target={epicTarget()} epic={epic('#1068bf')} />,
      saved,
    );
    expect(await screen.findByText('Blue')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit color' }));
    const names = [
      'Blue #1068bf',
      'Green #217645',
      'Red #c91c00',
      'Orange #9e5400',
      'Purple #694cc0',
    ];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Green #217645' }));
    expect(await screen.findByText('Green')).toBeTruthy();
    await waitFor(() =>
      expect(calls[0]).toEqual({
        name: 'SidebarEpicSetColor',
        vars: { groupPath: 'acme', iid: '3', color: '#217645' },
      }),
    );
  });

  it('validates the custom colour text box (trimmed #RRGGBB)', async () => {
    const { calls } = renderWidget(
      () => <ColorWidget target={epicTarget()} epic={epic(null)} />,
      saved,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit color' }));
    const box = screen.getByPlaceholderText('Use custom color #FF0000');
    fireEvent.change(box, { target: { value: 'red' } });
    expect(
      screen.getByText('Enter a colour as # and 6 hexadecimal digits, e.g. #FF0000'),
    ).toBeTruthy();
    fireEvent.submit(box.closest('form')!);
    expect(calls).toEqual([]);
    fireEvent.change(box, { target: { value: ' #FF0000 ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(calls[0]?.vars.color).toBe('#ff0000'));
  });

  it('reverts with the failure text when the save fails', async () => {
    renderWidget(() => <ColorWidget target={epicTarget()} epic={epic('#1068bf')} />, {
      SidebarEpicSetColor: () => Promise.reject(new Error('down')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit color' }));
    fireEvent.click(screen.getByRole('button', { name: 'Red #c91c00' }));
    expect(await screen.findByText('An error occurred while updating color.')).toBeTruthy();
    expect(screen.getByText('Blue')).toBeTruthy();
  });

  it('is read-only without the right', async () => {
    renderWidget(
      () => <ColorWidget target={epicTarget({ canUpdate: false })} epic={epic(null)} />,
      saved,
    );
    await screen.findByTestId(TEST_ID);
    expect(screen.queryByRole('button', { name: 'Edit color' })).toBeNull();
  });
});
