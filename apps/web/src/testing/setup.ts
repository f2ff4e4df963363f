import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when `afterEach` is a global; without Vitest's
// globals, a component left mounted keeps React and Mantine timers running past the file's end,
// where they fail with "window is not defined" once jsdom is torn down.
afterEach(() => {
  cleanup();
});
