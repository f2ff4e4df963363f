import { Combobox, Pill, PillsInput, useCombobox } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import type { BarState } from '../state/bar-state.ts';
import {
  backspace,
  commitDraft,
  editToken,
  inputValueOf,
  pickOperator,
  pickType,
  pickValue,
  removeToken,
  segmentOf,
  setInputText,
  suggestionSearchOf,
  typeOperatorKey,
} from '../state/bar-state.ts';
import { operatorsFor } from '../utils/token-cycle.ts';
import type { TokenConfig } from '../utils/token-types.ts';
import { useTokenSuggestions } from '../hooks/use-token-suggestions.ts';
import { DraftToken } from './draft-token.tsx';
import classes from './filtered-search.module.css';
import {
  OperatorOptions,
  TypeOptions,
  ValueOptions,
  parseOptionValue,
} from './suggestion-options.tsx';
import type { TokenDisplayContext } from './token-pill.tsx';
import { TokenPill } from './token-pill.tsx';

export type TokenInputProps = {
  state: BarState;
  update: (change: (state: BarState) => BarState) => void;
  onSubmit: () => void;
  /** Token types that can still be added (unique ones in use and disabled ones left out). */
  available: readonly TokenConfig[];
  display: TokenDisplayContext;
  viewOnly: boolean;
  placeholder: string;
  onSuggestionError: (message: string) => void;
};

/**
 * The token area of the filter bar: finished tokens as pills, the token being built, and one text
 * input with a suggestion dropdown (types, then operators, then values). Fully keyboard operable:
 * arrows move through suggestions, Enter picks (or submits when nothing is highlighted),
 * Backspace in an empty input steps back / edits the last token, Escape closes the dropdown.
 */
export function TokenInput(props: TokenInputProps) {
  const { state, update, available, display, viewOnly } = props;
  const store = useCombobox({ onDropdownClose: () => store.resetSelectedOption() });
  const inputRef = useRef<HTMLInputElement>(null);
  const segment = segmentOf(state);
  const value = inputValueOf(state);
  const search = suggestionSearchOf(state);
  const draftConfig = state.draft ? display.findConfig(state.draft.type) : undefined;
  const suggestions = useTokenSuggestions(
    segment === 'data' ? (draftConfig ?? null) : null,
    search,
    display.fullPath,
  );
  const { onSuggestionError } = props;
  useEffect(() => {
    if (suggestions.error) onSuggestionError(suggestions.error);
  }, [suggestions.error, onSuggestionError]);

  const typeConfigs =
    segment === 'type'
      ? available.filter((c) => c.title.toLowerCase().includes(value.trim().toLowerCase()))
      : [];
  const operators = segment === 'operator' && state.draft ? operatorsFor(state.draft.type) : [];
  const orPicks = state.draft?.operator === '||' ? state.picked : null;

  let options: ReactNode = null;
  let optionsKey = segment;
  if (segment === 'type') {
    options = typeConfigs.length > 0 ? <TypeOptions configs={typeConfigs} /> : null;
    optionsKey += typeConfigs.map((c) => c.type).join();
  } else if (segment === 'operator') {
    options = <OperatorOptions operators={operators} />;
    optionsKey += operators.join();
  } else {
    options = <ValueOptions {...suggestions} search={search} picked={orPicks} />;
    optionsKey += suggestions.items.map((item) => item.value).join();
  }

  // Typed text highlights the first suggestion so Enter takes it; with no text, Enter submits.
  const autoSelect = segment === 'operator' || search.trim() !== '';
  useEffect(() => {
    if (!store.dropdownOpened) return;
    if (autoSelect) store.selectFirstOption();
    else store.resetSelectedOption();
  }, [optionsKey, autoSelect, store]);

  const focusInput = () => inputRef.current?.focus();

  function handleOption(optionValue: string) {
    const picked = parseOptionValue(optionValue);
    if (picked === null) return;
    update((s) => {
      if (picked.kind === 'type') return pickType(s, picked.type);
      if (picked.kind === 'operator') return pickOperator(s, picked.operator);
      return pickValue(s, picked.value);
    });
    store.openDropdown();
    focusInput();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (viewOnly) return;
    const { key } = event;
    if (key === 'Enter') {
      if (store.dropdownOpened && store.getSelectedOptionIndex() !== -1) return;
      event.preventDefault();
      const draftData = state.draft?.data.trim() ?? '';
      if (state.draft && (draftData !== '' || state.picked.length > 0)) update(commitDraft);
      else props.onSubmit();
      return;
    }
    if (key === 'Backspace' && value === '') {
      event.preventDefault();
      update(backspace);
      store.openDropdown();
      return;
    }
    if (segment === 'operator' && key.length === 1 && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      update((s) => typeOperatorKey(s, key) ?? s);
      return;
    }
  }

  const renderToken = (index: number) => {
    const token = state.tokens[index];
    if (token === undefined) return null;
    const editable = !viewOnly;
    return (
      <TokenPill
        key={`${index}-${token.type}-${token.value.data}`}
        token={token}
        context={display}
        onEdit={
          editable
            ? () => {
                update((s) => editToken(s, index));
                store.openDropdown();
                // The data is selected, so typing replaces it.
                requestAnimationFrame(() => inputRef.current?.select());
                focusInput();
              }
            : undefined
        }
        onRemove={editable ? () => update((s) => removeToken(s, index)) : undefined}
      />
    );
  };

  const before = state.tokens.slice(0, state.draftIndex).map((_, i) => renderToken(i));
  const after = state.tokens
    .slice(state.draftIndex)
    .map((_, i) => renderToken(state.draftIndex + i));

  const field = (
    <Combobox.EventsTarget withExpandedAttribute>
      <PillsInput.Field
        ref={inputRef}
        className={classes.field}
        value={value}
        readOnly={viewOnly}
        placeholder={
          state.tokens.length === 0 && state.draft === null ? props.placeholder : undefined
        }
        aria-label="Search or filter results"
        data-testid="filtered-search-input"
        onChange={(event) => {
          const text = event.currentTarget.value;
          update((s) => setInputText(s, text, available));
          store.openDropdown();
        }}
        onFocus={() => !viewOnly && store.openDropdown()}
        onClick={() => !viewOnly && store.openDropdown()}
        onBlur={() => {
          store.closeDropdown();
          if (state.draft !== null) update(commitDraft);
        }}
        onKeyDown={handleKeyDown}
      />
    </Combobox.EventsTarget>
  );

  return (
    <Combobox
      store={store}
      onOptionSubmit={handleOption}
      withinPortal={false}
      position="bottom-start"
      width="max-content"
      middlewares={{ flip: true, shift: true }}
      readOnly={viewOnly}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          className={classes.input}
          classNames={{ input: classes.inputRoot }}
          onClick={() => !viewOnly && focusInput()}
          data-testid="filtered-search-tokens"
          aria-readonly={viewOnly || undefined}
        >
          <Pill.Group className={classes.pills}>
            {before}
            <DraftToken draft={state.draft} config={draftConfig} picked={state.picked}>
              {field}
            </DraftToken>
            {after}
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={viewOnly || options === null} miw={240}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label="Suggestions">
          {viewOnly ? null : options}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
