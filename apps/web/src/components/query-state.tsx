import type { ReactNode } from 'react';
import { ErrorPage, NotFoundPage } from './error-pages.tsx';
import { PageLoader } from './page-loader.tsx';

interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * Renders a page query: a loader while pending, the error page on failure, the 404 page when
 * `select` finds nothing (the server answers null for what the viewer may not see), else children.
 */
export function QueryState<T, R>({
  query,
  select,
  children,
}: {
  query: QueryLike<T>;
  select: (data: T) => R | null | undefined;
  children: (value: R) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.error) return <ErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  const value = query.data === undefined ? null : select(query.data);
  if (value === null || value === undefined) return <NotFoundPage />;
  return <>{children(value)}</>;
}
