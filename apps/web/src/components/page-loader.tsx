import { Skeleton, Stack } from '@mantine/core';

/** Placeholder shapes while a page's data loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label} aria-busy="true" data-testid="page-loader">
      <Skeleton height={14} width={180} />
      <Skeleton height={30} width="55%" />
      <Skeleton height={14} width="35%" />
      <Skeleton height={120} mt="md" />
    </Stack>
  );
}
