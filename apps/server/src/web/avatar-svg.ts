// Default avatars: initials on a colour picked from the username, as a small SVG. Deterministic
// (the same name always gives the same bytes), so the route can answer with a strong ETag.
import { createHash } from 'node:crypto';
import { readableTextColor } from '@cairn/colors';

/** Mid-tone backgrounds, GitLab-like; the text colour comes from @cairn/colors (>= 4.5:1). */
const BACKGROUNDS = [
  '#c3fae8',
  '#d0bfff',
  '#ffd8a8',
  '#a5d8ff',
  '#ffc9c9',
  '#b2f2bb',
  '#eebefa',
  '#99e9f2',
] as const;

/** Up to two letters: the first letters of the first two parts (`ada.lovelace` → `AL`). */
export function avatarInitials(username: string): string {
  const parts = username.split(/[._\-\s]+/).filter((p) => /[\p{L}\p{N}]/u.test(p));
  const letters = parts.slice(0, 2).map((p) => [...p.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '');
  const initials = letters.join('').toUpperCase();
  return initials || '?';
}

/** The background of a username's avatar: a stable choice from the palette. */
export function avatarBackground(username: string): string {
  const digest = createHash('sha256').update(username.toLowerCase()).digest();
  return BACKGROUNDS[(digest[0] ?? 0) % BACKGROUNDS.length] ?? BACKGROUNDS[0];
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG document of a username's default avatar. */
export function renderAvatarSvg(username: string): string {
  const background = avatarBackground(username);
  const text = readableTextColor(background, '#1F1E24');
  const initials = escapeXml(avatarInitials(username));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${initials}">` +
    `<rect width="64" height="64" fill="${background}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="${text}" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="26" font-weight="600">${initials}</text>` +
    `</svg>`
  );
}
