import { InternalLink } from '#web/components/internal-link.tsx';
import { StateBadge } from '#web/components/state-badge.tsx';

/** Where a closed issue went: duplicated to, moved to, or promoted to an epic. */
export interface ClosedAs {
  kind: 'duplicated' | 'moved' | 'promoted';
  webPath: string;
}

/** 'Open' for opened or reopened; 'Closed', or 'Closed (duplicated|moved|promoted)' linked. */
export function IssueStatusBadge({
  state,
  closedAs,
}: {
  state: string;
  closedAs?: ClosedAs | null;
}) {
  const suffix =
    state === 'closed' && closedAs ? (
      <>
        {' ('}
        <InternalLink href={closedAs.webPath} c="inherit" td="underline" fz="inherit">
          {closedAs.kind}
        </InternalLink>
        {')'}
      </>
    ) : null;
  return <StateBadge state={state} suffix={suffix} />;
}
