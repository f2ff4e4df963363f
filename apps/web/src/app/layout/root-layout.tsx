import { Box, Container } from '@mantine/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { LiveAnnouncer } from '#web/components/live-announcer.tsx';
import { parseGroupLocation } from '#web/lib/paths.ts';
import { ShortcutsHelpModal } from '#web/components/shortcuts-help/shortcuts-help-modal.tsx';
import { useKeyboardShortcuts } from '#web/lib/shortcuts/index.ts';
import { TopBar } from './top-bar.tsx';
import classes from './root-layout.module.css';
import { useRouteFocus } from './use-route-focus.ts';

const MAIN_ID = 'main-content';

function groupPage(pathname: string) {
  if (!pathname.startsWith('/groups/')) return null;
  return parseGroupLocation(pathname.slice('/groups/'.length)).page;
}

/** Timeline pages use the whole window width; everything else reads better in a column. */
function isWidePage(pathname: string): boolean {
  const page = groupPage(pathname);
  return page === 'roadmap' || page === 'epicRoadmap';
}

/** Skip link, top bar, the page in a <main> landmark, and the app's polite live region. */
export function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const wide = isWidePage(pathname);
  useRouteFocus(MAIN_ID);
  const shortcuts = useKeyboardShortcuts();
  // The roadmap embed lives in other sites' frames: no skip link, no top bar, only the page.
  if (groupPage(pathname) === 'roadmapEmbed') {
    return (
      <>
        <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.embedMain}>
          <Outlet />
        </Box>
        <LiveAnnouncer />
      </>
    );
  }
  return (
    <>
      <ShortcutsHelpModal
        opened={shortcuts.helpOpen}
        onClose={shortcuts.closeHelp}
        onChanged={shortcuts.reload}
      />
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <TopBar />
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Container size="xl" fluid={wide} py="lg">
          <Outlet />
        </Container>
      </Box>
      <LiveAnnouncer />
    </>
  );
}
