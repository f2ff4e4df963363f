import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@cairn/colors';
import { avatarBackground, avatarInitials, renderAvatarSvg } from './avatar-svg.ts';

describe('default avatars', () => {
  it('uses up to two initials from the username parts', () => {
    expect(avatarInitials('root')).toBe('R');
    expect(avatarInitials('ada.lovelace')).toBe('AL');
    expect(avatarInitials('grace_brewster-hopper')).toBe('GB');
    expect(avatarInitials('émile')).toBe('É');
    expect(avatarInitials('...')).toBe('?');
  });

  it('renders the same bytes for the same name and escapes markup', () => {
    expect(renderAvatarSvg('alice')).toBe(renderAvatarSvg('alice'));
    expect(avatarBackground('Alice')).toBe(avatarBackground('alice'));
    const svg = renderAvatarSvg('<a>&"');
    expect(svg).not.toContain('<a>');
    expect(svg).toContain('>A</text>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('draws readable initials (WCAG AA) on every background', () => {
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n']) {
      const svg = renderAvatarSvg(name);
      const [, background] = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(svg) ?? [];
      const [, text] = /<text [^>]*fill="(#[0-9a-f]{6})"/i.exec(svg) ?? [];
      expect(contrastRatio(background ?? '', text ?? '')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
