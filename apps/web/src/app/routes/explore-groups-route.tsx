import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ExploreGroupsPage } from '../pages.ts';
import { Suspended } from './suspended.tsx';

/** /explore/groups[?filter=text]: the search text is URL state. */
export function ExploreGroupsRoute({ filter }: { filter: string }) {
  const navigate = useNavigate();
  const onSearchChange = useCallback(
    (next: string) =>
      void navigate({ to: '/explore/groups', search: next ? { filter: next } : {}, replace: true }),
    [navigate],
  );
  return (
    <Suspended>
      <ExploreGroupsPage search={filter} onSearchChange={onSearchChange} />
    </Suspended>
  );
}
