import { Avatar, Combobox, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FilterOperator } from '../utils/filter-token.ts';
import { OPERATOR_DESCRIPTIONS } from '../utils/filter-token.ts';
import { NO_MATCHES_FOUND, NO_SUGGESTIONS_FOUND } from '../utils/messages.ts';
import type { TokenConfig } from '../utils/token-types.ts';
import type { Suggestion } from '../hooks/suggestion.ts';
import classes from './filtered-search.module.css';
import { TokenIcon } from './token-icon.tsx';

/** Option values carry what they pick: 'type:<token type>', 'operator:<op>' or 'value:<data>'. */
export type PickedOption =
  | { kind: 'type'; type: string }
  | { kind: 'operator'; operator: FilterOperator }
  | { kind: 'value'; value: string };

export function parseOptionValue(value: string): PickedOption | null {
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const rest = value.slice(at + 1);
  if (kind === 'type') return { kind, type: rest };
  if (kind === 'operator') return { kind, operator: rest as FilterOperator };
  if (kind === 'value') return { kind, value: rest };
  return null;
}

export function TypeOptions({ configs }: { configs: readonly TokenConfig[] }) {
  return configs.map((config) => (
    <Combobox.Option key={config.type} value={`type:${config.type}`} className={classes.option}>
      <TokenIcon name={config.icon} />
      <span>{config.title}</span>
      {config.symbol ? <span className={classes.optionHint}>{config.symbol}</span> : null}
    </Combobox.Option>
  ));
}

export function OperatorOptions({ operators }: { operators: readonly FilterOperator[] }) {
  return operators.map((operator) => (
    <Combobox.Option
      key={operator}
      value={`operator:${operator}`}
      className={classes.option}
      aria-label={OPERATOR_DESCRIPTIONS[operator]}
    >
      <Text span ff="monospace" fw={600} w={24}>
        {operator}
      </Text>
      <span>{OPERATOR_DESCRIPTIONS[operator]}</span>
    </Combobox.Option>
  ));
}

function SuggestionOption({ item, checked }: { item: Suggestion; checked: boolean | null }) {
  return (
    <Combobox.Option
      value={`value:${item.value}`}
      className={classes.option}
      aria-selected={checked ?? undefined}
      data-testid="filtered-search-suggestion"
    >
      {checked !== null ? (
        <IconCheck size={14} aria-hidden style={{ visibility: checked ? 'visible' : 'hidden' }} />
      ) : null}
      {item.avatarUrl !== undefined ? (
        <Avatar
          src={item.avatarUrl || null}
          name={item.title}
          color="initials"
          size={22}
          radius="xl"
          alt=""
        />
      ) : null}
      {item.color ? (
        <span
          aria-hidden
          style={{ width: 12, height: 12, borderRadius: 3, background: item.color, flex: 'none' }}
        />
      ) : null}
      {item.glyph ? <span aria-hidden>{item.glyph}</span> : null}
      <span>{item.title}</span>
      {item.subtitle ? <span className={classes.optionHint}>{item.subtitle}</span> : null}
    </Combobox.Option>
  );
}

/**
 * The data suggestions: special values first, above a divider, then the rest. An OR token is a
 * multi-select: `picked` values show a check mark. 'No matches found' when a search found
 * nothing, 'No suggestions found' when there is nothing to offer at all.
 */
export function ValueOptions({
  items,
  search,
  loading,
  pending,
  picked,
}: {
  items: readonly Suggestion[];
  search: string;
  loading: boolean;
  pending: boolean;
  picked: readonly string[] | null;
}) {
  const special = items.filter((item) => item.special);
  const rest = items.filter((item) => !item.special);
  const checked = (item: Suggestion) => (picked === null ? null : picked.includes(item.value));
  return (
    <>
      {special.map((item) => (
        <SuggestionOption key={item.value} item={item} checked={checked(item)} />
      ))}
      {special.length > 0 && rest.length > 0 ? (
        <div aria-hidden className={classes.divider} />
      ) : null}
      {rest.map((item) => (
        <SuggestionOption key={item.value} item={item} checked={checked(item)} />
      ))}
      {loading ? (
        <Combobox.Empty>
          <span className={classes.option} style={{ justifyContent: 'center' }}>
            <Loader size="xs" aria-hidden />
            Loading…
          </span>
        </Combobox.Empty>
      ) : null}
      {!loading && !pending && items.length === 0 ? (
        <Combobox.Empty data-testid="filtered-search-no-suggestions">
          {search.trim() === '' ? NO_SUGGESTIONS_FOUND : NO_MATCHES_FOUND}
        </Combobox.Empty>
      ) : null}
    </>
  );
}
