import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme as renderInTheme } from '../testing/render.tsx';
import { LabelBadge, LabelList } from './label-badge.tsx';

afterEach(cleanup);

describe('LabelBadge', () => {
  it('renders a plain label on its colour', () => {
    renderInTheme(<LabelBadge label={{ title: 'bug', color: '#dc143c', textColor: '#FFFFFF' }} />);
    const label = screen.getByTestId('label');
    expect(label.textContent).toBe('bug');
    expect(label.style.backgroundColor).toBe('rgb(220, 20, 60)');
  });

  it('renders a scoped label as scope and value, named by its full title', () => {
    renderInTheme(<LabelBadge label={{ title: 'priority::high', color: '#0000ff' }} />);
    const label = screen.getByTestId('label');
    expect(label.getAttribute('aria-label')).toBe('priority::high');
    expect(screen.getByText('priority').style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByText('high')).toBeTruthy();
  });

  it('lists labels and skips null entries', () => {
    renderInTheme(
      <LabelList labels={[{ title: 'a', color: '#eee' }, null, { title: 'b', color: '#111' }]} />,
    );
    expect(screen.getByRole('list', { name: 'Labels' }).querySelectorAll('li')).toHaveLength(2);
  });
});
