import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { RecentSearch } from '../utils/recent-searches.ts';
import classes from './filtered-search.module.css';
import type { TokenDisplayContext } from './token-pill.tsx';
import { TokenPill, tokenDescription } from './token-pill.tsx';

/**
 * The history dropdown left of the search box: recent searches newest first (picking one applies
 * it), 'Clear recent searches', and the storage messages when local storage fails.
 */
export function RecentSearchesMenu({
  items,
  error,
  display,
  onPick,
  onClear,
  disabled,
}: {
  items: readonly RecentSearch[];
  error: string | null;
  display: TokenDisplayContext;
  onPick: (search: RecentSearch) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  return (
    <Menu
      position="bottom-start"
      withinPortal={false}
      disabled={disabled}
      width={420}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="default"
          className={classes.historyButton}
          size={36}
          aria-label="Toggle search history"
          disabled={disabled}
        >
          <IconHistory size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="recent-searches">
        <Menu.Label>Recent searches</Menu.Label>
        {/* Messages are disabled items: a menu must hold menu items (ARIA), even when empty. */}
        {error ? (
          <Menu.Item disabled data-testid="recent-searches-message">
            {error}
          </Menu.Item>
        ) : null}
        {!error && items.length === 0 ? (
          <Menu.Item disabled data-testid="recent-searches-message">
            You don&apos;t have any recent searches
          </Menu.Item>
        ) : null}
        {items.map((search) => {
          const text = search
            .map((token) => tokenDescription(token, display.findConfig))
            .join(', ');
          return (
            <Menu.Item
              key={JSON.stringify(search)}
              onClick={() => onPick(search)}
              aria-label={text}
              data-testid="recent-search"
            >
              <Group gap={6} wrap="wrap">
                {search.map((token, index) => (
                  <TokenPill key={index} token={token} context={display} />
                ))}
              </Group>
            </Menu.Item>
          );
        })}
        {items.length > 0 ? (
          <>
            <Menu.Divider />
            <Menu.Item onClick={onClear}>Clear recent searches</Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
