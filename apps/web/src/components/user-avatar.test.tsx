import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render.tsx';
import { UserAvatar, initialsOf } from './user-avatar.tsx';

afterEach(cleanup);

describe('UserAvatar', () => {
  it('takes initials as Mantine does', () => {
    expect(initialsOf('Olivia Owner')).toBe('OO');
    expect(initialsOf('Gina de la Guest')).toBe('GD');
    expect(initialsOf('root')).toBe('RO');
  });

  it('draws decorative initials without text, and labelled ones as text', () => {
    const user = { name: 'Olivia Owner', username: 'owner' };
    const { container } = renderWithTheme(
      <>
        <UserAvatar user={user} decorative />
        <UserAvatar user={user} />
      </>,
    );
    const [decorative, labelled] = [...container.querySelectorAll('.mantine-Avatar-root')];
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    expect(decorative?.textContent).toBe('');
    expect(decorative?.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('OO');
    expect(labelled?.textContent).toBe('OO');
  });
});
