import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '#web/components/page-loader.tsx';

/** Shows the page loader while a lazily loaded page's code arrives. */
export function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}
