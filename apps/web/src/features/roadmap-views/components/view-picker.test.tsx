import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import type { RoadmapView } from '../hooks/use-roadmap-views.ts';
import { ViewPicker, pickerName, type ViewPickerProps } from './view-picker.tsx';

afterEach(cleanup);

const view = (id: number, name: string, shared: boolean, canUpdate = true): RoadmapView => ({
  id: `gid://cairn/RoadmapView/${id}`,
  name,
  visibility: shared ? 'GROUP' : 'PRIVATE',
  state: 'layout=WEEKS',
  webPath: `/groups/acme/-/roadmap?view=${id}`,
  canUpdate,
  canChangeVisibility: canUpdate,
});
const quarter = view(1, 'Quarter', true, false);
const mine = view(2, 'Mine', false);

function renderPicker(props: Partial<ViewPickerProps> = {}) {
  const handlers = {
    onApply: vi.fn(),
    onSave: vi.fn(),
    onRename: vi.fn(),
    onOverwrite: vi.fn(),
    onDelete: vi.fn(),
  };
  renderWithTheme(
    <ViewPicker
      views={[quarter, mine]}
      applied={null}
      modified={false}
      canSave
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

/**
 * Opens the menu and returns a query of its items once they show (the dropdown fades in and its
 * element is replaced meanwhile, so each query looks it up again).
 */
async function openMenu(name = 'Roadmap view') {
  fireEvent.click(screen.getByRole('button', { name }));
  await screen.findAllByRole('menuitem');
  return {
    get menu() {
      return screen.getByTestId('roadmap-view-menu');
    },
  };
}

describe('ViewPicker', () => {
  it('names the button after the picker, the applied view and whether it is modified', () => {
    expect(pickerName(null, false)).toBe('Roadmap view');
    expect(pickerName('Quarter', false)).toBe('Roadmap view: Quarter');
    expect(pickerName('Quarter', true)).toBe('Roadmap view: Quarter (Modified)');
    renderPicker({ applied: quarter, modified: true });
    const button = screen.getByRole('button', { name: 'Roadmap view: Quarter (Modified)' });
    expect(button.textContent).toBe('Quarter Modified');
  });

  it('lists shared and private views in their sections and applies the one chosen', async () => {
    const { onApply } = renderPicker({ applied: quarter });
    const m = await openMenu('Roadmap view: Quarter');
    expect(within(m.menu).getByText('Shared with the group')).toBeTruthy();
    expect(within(m.menu).getByText('Private')).toBeTruthy();
    const options = within(m.menu).getAllByTestId('roadmap-view-option');
    expect(options.map((o) => o.textContent)).toEqual(['Quarter, applied', 'Mine']);
    expect(within(m.menu).getByRole('menuitem', { name: 'Quarter, applied' })).toBeTruthy();
    fireEvent.click(options[1]!);
    expect(onApply).toHaveBeenCalledWith(mine);
  });

  it('offers only saving when the applied view may not be changed', async () => {
    const { onSave } = renderPicker({ applied: quarter, modified: true });
    const m = await openMenu('Roadmap view: Quarter (Modified)');
    const actions = within(m.menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(actions).toEqual(['Quarter, applied', 'Mine', 'Save view…']);
    fireEvent.click(within(m.menu).getByRole('menuitem', { name: 'Save view…' }));
    expect(onSave).toHaveBeenCalled();
  });

  it('offers rename, overwrite (once modified) and delete for a view the viewer may change', async () => {
    const handlers = renderPicker({ applied: mine, modified: false });
    let m = await openMenu('Roadmap view: Mine');
    expect(
      within(m.menu).getByRole('menuitem', { name: 'Overwrite view' }).hasAttribute('disabled') ||
        within(m.menu)
          .getByRole('menuitem', { name: 'Overwrite view' })
          .getAttribute('data-disabled'),
    ).toBeTruthy();
    fireEvent.click(within(m.menu).getByRole('menuitem', { name: 'Rename view…' }));
    expect(handlers.onRename).toHaveBeenCalled();
    cleanup();

    const again = renderPicker({ applied: mine, modified: true });
    m = await openMenu('Roadmap view: Mine (Modified)');
    fireEvent.click(within(m.menu).getByRole('menuitem', { name: 'Overwrite view' }));
    expect(again.onOverwrite).toHaveBeenCalled();
    m = await openMenu('Roadmap view: Mine (Modified)');
    fireEvent.click(within(m.menu).getByRole('menuitem', { name: 'Delete view…' }));
    expect(again.onDelete).toHaveBeenCalled();
  });

  it('says when there are no views, and offers nothing to anonymous viewers', async () => {
    renderPicker({ views: [], canSave: false });
    const m = await openMenu();
    expect(
      within(m.menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['No saved views yet']);
  });
});
