import { Button, Container, Group, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { InternalLink, useInternalNavigation } from '#web/components/internal-link.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session/index.ts';
import { useUrlSearch } from '#web/lib/use-url-search.ts';
import { CairnMark } from './cairn-logo.tsx';
import { TodosBadge } from './todos-badge.tsx';
import { UserMenu } from './user-menu.tsx';
import classes from './top-bar.module.css';

function SignInButton() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [search] = useUrlSearch();
  const onSignInPage = pathname === paths.signIn();
  const here = `${pathname}${search}`;
  const href =
    onSignInPage || here === '/'
      ? paths.signIn()
      : `${paths.signIn()}?redirect=${encodeURIComponent(here)}`;
  const navigate = useInternalNavigation(href);
  if (onSignInPage) return null;
  return (
    <Button component="a" href={href} onClick={navigate} size="sm" variant="filled">
      Sign in
    </Button>
  );
}

/** Logo, Explore, and either 'Sign in' or the user menu. */
export function TopBar() {
  const session = useSession();
  return (
    <header className={classes.bar}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <InternalLink
              href={paths.home()}
              className={classes.brand}
              underline="never"
              aria-label="Cairn home"
            >
              <CairnMark />
              <Text span fw={700} fz="lg" c="dark.8" aria-hidden>
                Cairn
              </Text>
            </InternalLink>
            <nav aria-label="Main">
              <InternalLink
                href={paths.exploreGroups()}
                className={classes.navLink}
                underline="never"
              >
                Explore
              </InternalLink>
            </nav>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {session.user ? <TodosBadge /> : null}
            {session.isLoading ? null : session.user ? (
              <UserMenu user={session.user} />
            ) : (
              <SignInButton />
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
