import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { EpicSort } from '#web/lib/epic-sort.ts';
import {
  EPIC_SORT_FIELDS,
  sortDirection,
  sortField,
  toggleSortDirection,
  withSortDirection,
} from '#web/lib/epic-sort.ts';

/**
 * GitLab's sorting control: a dropdown of the five sort fields and a direction toggle; together
 * they give the ten sort values.
 */
export function SortControl({
  sort,
  onChange,
  disabled = false,
}: {
  sort: EpicSort;
  onChange: (sort: EpicSort) => void;
  disabled?: boolean;
}) {
  const field = sortField(sort);
  const direction = sortDirection(sort);
  const directionLabel =
    direction === 'ASC' ? 'Sort direction: Ascending' : 'Sort direction: Descending';
  return (
    <Group gap={0} wrap="nowrap" data-testid="filtered-search-sort">
      <Menu
        position="bottom-end"
        withinPortal={false}
        disabled={disabled}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={`Sort by: ${field.label}`}
            style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
            disabled={disabled}
          >
            {field.label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Sort by">
          {EPIC_SORT_FIELDS.map((option) => {
            const selected = option.label === field.label;
            return (
              <Menu.Item
                key={option.label}
                aria-current={selected || undefined}
                leftSection={
                  <IconCheck
                    size={14}
                    aria-hidden
                    style={{ visibility: selected ? 'visible' : 'hidden' }}
                  />
                }
                onClick={() => onChange(withSortDirection(option.asc, direction))}
              >
                {option.label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={directionLabel}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={directionLabel}
          onClick={() => onChange(toggleSortDirection(sort))}
          disabled={disabled}
          style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeftWidth: 0 }}
        >
          {direction === 'ASC' ? (
            <IconSortAscending size={18} aria-hidden />
          ) : (
            <IconSortDescending size={18} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
