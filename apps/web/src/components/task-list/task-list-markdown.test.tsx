import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#web/testing/render.tsx';
import { TaskListMarkdown } from './task-list-markdown.tsx';

const SOURCE = '- [ ] one\n- [x] two\n\nText\n\n- [ ] solo';
const HTML = `<ul data-sourcepos="1:1-2:9" class="contains-task-list">
<li data-sourcepos="1:1-1:9" class="task-list-item"><input type="checkbox" disabled> one</li>
<li data-sourcepos="2:1-2:9" class="task-list-item"><input type="checkbox" checked disabled> two</li>
</ul>
<p data-sourcepos="4:1-4:4">Text</p>
<ul data-sourcepos="6:1-6:10" class="contains-task-list">
<li data-sourcepos="6:1-6:10" class="task-list-item"><input type="checkbox" disabled> solo</li>
</ul>`;

const onConvert = vi.fn(async () => {});

function view(editable: boolean) {
  const onChange = vi.fn(async () => {});
  renderWithTheme(
    <TaskListMarkdown
      html={HTML}
      source={SOURCE}
      editable={editable}
      onChange={onChange}
      onConvert={onConvert}
    />,
  );
  return onChange;
}

afterEach(cleanup);

describe('TaskListMarkdown', () => {
  it('toggles a checkbox by position for users who may update', async () => {
    const onChange = view(true);
    const one = screen.getByRole('checkbox', { name: 'one' });
    expect((one as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(one);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        lineNumber: 1,
        lineSource: '- [ ] one',
        checked: true,
      }),
    );
  });

  it('moves an item with the keyboard menu', async () => {
    const onChange = view(true);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for one' }));
    const up = await screen.findByRole('menuitem', { name: 'Move up', hidden: true });
    expect(up).toHaveProperty('disabled', true);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down', hidden: true }));
    expect(onChange).toHaveBeenCalledWith({
      lineNumber: 1,
      lineSource: '- [ ] one',
      moveTo: { lineNumber: 2, position: 'after' },
    });
  });

  it('offers Convert and Delete on a task item; a list of one item cannot be sorted', async () => {
    const onChange = view(true);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for solo' }));
    const convert = await screen.findByRole('menuitem', {
      name: 'Convert to child item',
      hidden: true,
    });
    expect(screen.queryByRole('menuitem', { name: 'Move up', hidden: true })).toBeNull();
    fireEvent.click(convert);
    expect(onConvert).toHaveBeenCalledWith({ lineNumber: 6, lineSource: '- [ ] solo' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for solo' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    expect(onChange).toHaveBeenCalledWith({
      lineNumber: 6,
      lineSource: '- [ ] solo',
      remove: true,
    });
  });

  it('keeps checkboxes read-only, without handles, for others', () => {
    const onChange = view(false);
    const two = screen.getByRole('checkbox', { name: 'two' });
    expect(two).toHaveProperty('disabled', true);
    expect(two).toHaveProperty('checked', true);
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    fireEvent.click(two);
    expect(onChange).not.toHaveBeenCalled();
  });
});
