import './jsdom-polyfills.ts';
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** Renders inside MantineProvider (with the jsdom polyfills Mantine needs). */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider>{children}</MantineProvider>
    ),
    ...options,
  });
}
