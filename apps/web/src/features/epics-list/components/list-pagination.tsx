import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { PageSize } from '../utils/list-params.ts';
import { PAGE_SIZES } from '../utils/list-params.ts';

/** Keyset paging (Relay cursors): Previous / Next, the page number, and 20 or 50 per page. */
export function ListPagination({
  page,
  perPage,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onPerPage,
}: {
  page: number;
  perPage: PageSize;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPerPage: (size: PageSize) => void;
}) {
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Show
        </Text>
        <NativeSelect
          aria-label="Epics per page"
          size="xs"
          w={72}
          data={PAGE_SIZES.map((size) => String(size))}
          value={String(perPage)}
          onChange={(event) => {
            const size = PAGE_SIZES.find((s) => String(s) === event.currentTarget.value);
            if (size) onPerPage(size);
          }}
        />
        <Text size="sm" c="dimmed">
          items
        </Text>
      </Group>
      <Group gap="xs" component="nav" aria-label="Pagination">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={!hasPrevious}
          onClick={onPrevious}
        >
          Previous
        </Button>
        <Text size="sm" c="dimmed" data-testid="page-number" aria-live="polite">
          Page {page}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={!hasNext}
          onClick={onNext}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
