import { Anchor, Button, type AnchorProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/** Whether a click should be left to the browser (new tab, download, modified click...). */
export function isModifiedClick(event: MouseEvent<HTMLElement>, target?: string): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== undefined && target !== '_self')
  );
}

/**
 * Click handler for a same-origin path (an API `webPath` such as /groups/acme/-/epics/3):
 * client-side navigation for plain clicks, the browser's default for everything else.
 */
export function useInternalNavigation(href: string, target?: string) {
  const router = useRouter();
  return (event: MouseEvent<HTMLElement>) => {
    if (isModifiedClick(event, target)) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}

type InternalLinkProps = AnchorProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & { href: string };

/** A real `<a href>` that navigates inside the app without a page load. */
export function InternalLink({ href, target, onClick, ...rest }: InternalLinkProps) {
  const navigate = useInternalNavigation(href, target);
  return (
    <Anchor
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        navigate(event);
      }}
      {...rest}
    />
  );
}

/** A default-styled button that is a real link navigating inside the app (header actions). */
export function ButtonLink({
  href,
  icon,
  label,
}: {
  href: string;
  icon: ReactNode;
  label: string;
}) {
  const navigate = useInternalNavigation(href);
  return (
    <Button component="a" href={href} onClick={navigate} variant="default" leftSection={icon}>
      {label}
    </Button>
  );
}
