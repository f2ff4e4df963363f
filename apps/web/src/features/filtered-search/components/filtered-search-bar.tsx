import { ActionIcon, Alert, Stack } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { BarState } from '../state/bar-state.ts';
import { initialBarState, submittedTokens, tokensInUse } from '../state/bar-state.ts';
import type { FilterBarToken } from '../utils/filter-token.ts';
import type { EpicSort } from '#web/lib/epic-sort.ts';
import { isValidInitialSort, normalizeEpicSort } from '#web/lib/epic-sort.ts';
import type { CustomFieldDefinition, UserSuggestion } from '../utils/token-types.ts';
import { availableTokens, findTokenConfig, tokenCatalogue } from '../utils/token-types.ts';
import { serializeFilterQuery } from '../utils/url-params.ts';
import { useRecentSearches } from '../hooks/use-recent-searches.ts';
import classes from './filtered-search.module.css';
import { RecentSearchesMenu } from './recent-searches-menu.tsx';
import { SortControl } from './sort-control.tsx';
import { TokenInput } from './token-input.tsx';
import type { TokenDisplayContext } from './token-pill.tsx';

export type FilteredSearchBarProps = {
  /** The group (or project) whose labels, users, epics... are suggested. */
  fullPath: string;
  /** The signed-in user (preloaded in the author token), or null/undefined when signed out. */
  currentUser?: UserSuggestion | null;
  /** Whether someone is signed in (the reaction token); defaults to having a `currentUser`. */
  signedIn?: boolean;
  initialTokens?: readonly FilterBarToken[];
  /** Empty, or a value ending in _asc/_desc (any case); anything else falls back to the default. */
  initialSort?: string | null;
  onSubmit: (tokens: FilterBarToken[], sort: EpicSort) => void;
  /** No editing: pills without edit/remove, no suggestions, no history. */
  viewOnly?: boolean;
  customFieldsEnabled?: boolean;
  customFields?: readonly CustomFieldDefinition[];
  scopedLabels?: boolean;
  /** Token types the page switches off: never offered. */
  disabledTokenTypes?: readonly string[];
  showSort?: boolean;
  placeholder?: string;
};

/** A key that is equal for token lists that filter the same way (what the URL would hold). */
function filterKey(tokens: readonly FilterBarToken[]): string {
  return JSON.stringify(serializeFilterQuery({ tokens }));
}

function initialSortOf(value: string | null | undefined): EpicSort {
  return normalizeEpicSort(isValidInitialSort(value) ? value : null);
}

/**
 * The epics filter bar (docs/decisions/0005-filtered-search.md): recent searches,
 * tokens with their suggestions, search and clear buttons, and the sort control. It keeps its own
 * editing state and reports a finished search through `onSubmit`; when `initialTokens` changes to
 * a different filter (the URL changed), it starts again from it.
 */
export function FilteredSearchBar(props: FilteredSearchBarProps) {
  const {
    fullPath,
    currentUser = null,
    viewOnly = false,
    customFieldsEnabled = false,
    scopedLabels = true,
    showSort = true,
    onSubmit,
  } = props;
  const signedIn = props.signedIn ?? currentUser !== null;
  const initialTokens = useMemo(() => [...(props.initialTokens ?? [])], [props.initialTokens]);
  const [state, setState] = useState<BarState>(() => initialBarState(initialTokens));
  const [seenKey, setSeenKey] = useState(() => filterKey(initialTokens));
  const [sort, setSort] = useState<EpicSort>(() => initialSortOf(props.initialSort));
  const [seenSort, setSeenSort] = useState(props.initialSort ?? '');
  const [alerts, setAlerts] = useState<string[]>([]);
  const recent = useRecentSearches(fullPath);

  const incomingKey = filterKey(initialTokens);
  if (incomingKey !== seenKey) {
    setSeenKey(incomingKey);
    if (incomingKey !== filterKey(state.tokens)) setState(initialBarState(initialTokens));
  }
  if ((props.initialSort ?? '') !== seenSort) {
    setSeenSort(props.initialSort ?? '');
    setSort(initialSortOf(props.initialSort));
  }

  const context = {
    signedIn,
    customFieldsEnabled,
    customFields: props.customFields,
    disabledTypes: props.disabledTokenTypes,
    currentUser,
  };
  const catalogue = tokenCatalogue(context);
  const available = availableTokens({ ...context, existingTokens: tokensInUse(state) });
  const display: TokenDisplayContext = {
    fullPath,
    scopedLabels,
    findConfig: (type) =>
      catalogue.find((config) => config.type === type) ?? findTokenConfig(type, props.customFields),
  };

  const update = useCallback((change: (s: BarState) => BarState) => setState(change), []);
  const onSuggestionError = useCallback(
    (message: string) =>
      setAlerts((current) => (current.includes(message) ? current : [...current, message])),
    [],
  );

  function submit(tokens: FilterBarToken[], nextSort: EpicSort = sort) {
    setState(initialBarState(tokens));
    recent.add(tokens);
    onSubmit(tokens, nextSort);
  }

  function changeSort(next: EpicSort) {
    setSort(next);
    onSubmit([...state.tokens], next);
  }

  const hasContent = state.tokens.length > 0 || state.draft !== null || state.text !== '';
  return (
    <Stack gap="xs" data-testid="filtered-search-bar">
      {alerts.map((message) => (
        <Alert
          key={message}
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setAlerts((current) => current.filter((m) => m !== message))}
        >
          {message}
        </Alert>
      ))}
      <div className={classes.bar} role="search" aria-label="Filter epics">
        <div className={classes.searchBox}>
          <RecentSearchesMenu
            items={recent.items}
            error={recent.error}
            display={display}
            disabled={viewOnly}
            onPick={(search) => submit([...search])}
            onClear={recent.clear}
          />
          <TokenInput
            state={state}
            update={update}
            onSubmit={() => submit(submittedTokens(state))}
            available={available}
            display={display}
            viewOnly={viewOnly}
            placeholder={props.placeholder ?? 'Search or filter results…'}
            onSuggestionError={onSuggestionError}
          />
          {hasContent && !viewOnly ? (
            <ActionIcon
              variant="default"
              size={36}
              className={classes.clearButton}
              aria-label="Clear"
              onClick={() => submit([])}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null}
          <ActionIcon
            variant="default"
            size={36}
            className={classes.searchButton}
            aria-label="Search"
            disabled={viewOnly}
            onClick={() => submit(submittedTokens(state))}
          >
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        </div>
        {showSort ? <SortControl sort={sort} onChange={changeSort} /> : null}
      </div>
    </Stack>
  );
}
