import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Cairn's accent: a calm slate-indigo.
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
});

/** Mantine's default dimmed grey is 3.3:1 on white; this one meets WCAG AA (about 5.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#636b74' },
  dark: {},
});
