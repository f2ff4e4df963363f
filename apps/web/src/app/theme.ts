import {
  Avatar,
  createTheme,
  Notification,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// Cairn's accent: a calm slate-indigo.
/**
 * Colours an avatar's initials may take (Mantine's 'initials' colour picks one from the name).
 * The light variant draws shade 9 on shade 1; green, lime, orange and teal reach only 3.3–4.3:1
 * there, so they are left out and every initials avatar reads at 4.5:1 or more (theme.test.ts).
 */
export const INITIALS_COLORS = ['blue', 'cyan', 'grape', 'indigo', 'pink', 'red', 'violet'];

const cairn: MantineColorsTuple = [
  '#eef2ff',
  '#dde3fb',
  '#b8c4f2',
  '#90a3ea',
  '#6f87e3',
  '#5a75df',
  '#4e6bde',
  '#3f5ac5',
  '#3650b1',
  '#29449d',
];

export const theme = createTheme({
  // Mantine transitions (popovers, drawers, menus) are skipped under prefers-reduced-motion.
  respectReducedMotion: true,
  primaryColor: 'cairn',
  primaryShade: 7,
  colors: { cairn },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Ubuntu, Cantarell, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Ubuntu, Cantarell, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Avatar: Avatar.extend({ defaultProps: { allowedInitialsColors: INITIALS_COLORS } }),
    // Toasts' close button is an icon only: give it a name (axe button-name).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
    }),
  },
});

/** Mantine's default dimmed grey is 3.3:1 on white; this one meets WCAG AA (about 5.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#636b74' },
  dark: {},
});
