import { Navigate } from '@tanstack/react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useSession } from '#web/lib/session/index.ts';
import { DashboardPage } from '../pages.ts';
import { Suspended } from './suspended.tsx';

/** `/` and `/dashboard`: the dashboard for signed-in users; everyone else explores groups. */
export function HomeRoute() {
  const session = useSession();
  if (session.isLoading) return <PageLoader label="Loading" />;
  if (!session.user) return <Navigate to="/explore/groups" replace />;
  return (
    <Suspended>
      <DashboardPage username={session.user.username} />
    </Suspended>
  );
}
