import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@cairn/colors';
import { INITIALS_COLORS, theme } from './theme.ts';

/** The light variant's text (shade 9) against its background (shade 1), rounded to 2 places. */
function initialsContrast(color: string): number {
  const shades = DEFAULT_THEME.colors[color];
  if (!shades) throw new Error(`no colour ${color}`);
  return Math.round((contrastRatio(shades[9], shades[1]) ?? 0) * 100) / 100;
}

describe('avatar initials', () => {
  it('only take colours whose initials read at 4.5:1 or more', () => {
    expect(INITIALS_COLORS.map((color) => [color, initialsContrast(color) >= 4.5])).toEqual(
      INITIALS_COLORS.map((color) => [color, true]),
    );
    expect(theme.components?.Avatar?.defaultProps).toEqual({
      allowedInitialsColors: INITIALS_COLORS,
    });
  });

  it('leave out the colours that fail, teal among them (4.33:1, #087f5b on #c3fae8)', () => {
    expect(initialsContrast('teal')).toBe(4.33);
    expect(['green', 'lime', 'orange', 'teal'].map(initialsContrast)).toEqual([
      3.81, 3.33, 3.62, 4.33,
    ]);
    expect(INITIALS_COLORS).not.toContain('teal');
  });
});
