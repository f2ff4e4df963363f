import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render.tsx';
import { HiddenBadge } from './hidden-badge.tsx';

describe('HiddenBadge', () => {
  afterEach(cleanup);

  it.each([
    [false, 'This item is hidden because its author has been banned.'],
    [true, 'This item is hidden because it has been submitted as spam.'],
  ])('spam=%s: the tooltip says why the item is hidden', async (spam, text) => {
    renderWithTheme(<HiddenBadge spam={spam} size="sm" testId="linked-item-hidden" />);
    const badge = screen.getByTestId('linked-item-hidden');
    expect(badge.textContent).toBe('Hidden');
    fireEvent.mouseEnter(badge);
    expect((await screen.findByRole('tooltip')).textContent).toBe(text);
  });
});
