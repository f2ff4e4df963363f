import { useMediaQuery } from '@mantine/hooks';
import { createContext, useCallback, useContext, useState } from 'react';

/** localStorage key of the remembered choice (GitLab's 'collapsed gutter'). */
export const COLLAPSED_GUTTER_KEY = 'collapsed_gutter';

type Collapse = { collapsed: boolean; expand: () => void };
export const SidebarCollapseContext = createContext<Collapse>({
  collapsed: false,
  expand: () => {},
});

/** Whether the sidebar around this widget is collapsed to its icon gutter. */
export const useSidebarCollapse = () => useContext(SidebarCollapseContext);

function readRemembered() {
  try {
    return window.localStorage.getItem(COLLAPSED_GUTTER_KEY) === 'true';
  } catch {
    return false;
  }
}

function remember(collapsed: boolean) {
  try {
    window.localStorage.setItem(COLLAPSED_GUTTER_KEY, String(collapsed));
  } catch {
    // Storage unusable (private mode, quota): the choice lasts for this page only.
  }
}

/**
 * The collapsed state: remembered on wide screens; below the md breakpoint the sidebar starts
 * collapsed whatever was remembered, and expanding it there is not remembered.
 */
export function useCollapsedGutter() {
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const [remembered, setRemembered] = useState(readRemembered);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const collapsed = narrow ? !narrowOpen : remembered;
  const setCollapsed = useCallback(
    (next: boolean) => {
      if (narrow) {
        setNarrowOpen(!next);
        return;
      }
      setRemembered(next);
      remember(next);
    },
    [narrow],
  );
  return { collapsed, setCollapsed };
}
