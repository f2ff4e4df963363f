import { readableTextColor } from '@cairn/colors';
import { describe, expect, it } from 'vitest';
import { barLabel } from './epic-bar.tsx';

describe('barLabel', () => {
  it('starts with the visible text (title, percentage) so the name contains it', () => {
    expect(
      barLabel('Legacy dashboard sunset', 'Nov 3, 2023 – Nov 26, 2029', '27% weight completed'),
    ).toBe('Legacy dashboard sunset, 27% weight completed, Nov 3, 2023 – Nov 26, 2029');
  });

  it('leaves the progress out when it is hidden', () => {
    expect(barLabel('Sunset', 'Nov 3, 2023 – Nov 26, 2029', null)).toBe(
      'Sunset, Nov 3, 2023 – Nov 26, 2029',
    );
  });
});

describe('bar text on custom epic colours', () => {
  it('keeps a stored text colour that reads at 4.5:1 and replaces one that does not', () => {
    expect(readableTextColor('#6e49cb', '#ffffff')).toBe('#ffffff');
    // White on a light yellow epic colour is about 1.3:1: dark text is used instead.
    expect(readableTextColor('#f5d90a', '#ffffff')).toBe('#1F1E24');
  });
});
