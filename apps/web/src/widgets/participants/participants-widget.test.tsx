import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render.tsx';
import { ParticipantsWidget } from './participants-widget.tsx';

afterEach(cleanup);

const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `u${i}`,
    name: `Person ${i}`,
    username: `p${i}`,
    webPath: `/p${i}`,
  }));

describe('ParticipantsWidget', () => {
  it('shows the count and the first 8, then + N more / - show less', () => {
    renderWithTheme(<ParticipantsWidget participants={people(11)} />);
    expect(screen.getByText('11 Participants')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '+ 3 more' }));
    expect(screen.getAllByRole('link')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: '- show less' }));
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });

  it('says Participant for one and has no toggle up to 8', () => {
    renderWithTheme(<ParticipantsWidget participants={people(1)} />);
    expect(screen.getByText('1 Participant')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });
});
