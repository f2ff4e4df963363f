import { IconX } from '@tabler/icons-react';
import type { FilterBarToken } from '../utils/filter-token.ts';
import { OPERATOR_DESCRIPTIONS, isFilterToken } from '../utils/filter-token.ts';
import type { TokenConfig } from '../utils/token-types.ts';
import classes from './filtered-search.module.css';
import { TokenValue, tokenDataText } from './token-value.tsx';

export type TokenDisplayContext = {
  fullPath: string;
  scopedLabels: boolean;
  findConfig: (type: string) => TokenConfig | undefined;
};

/** 'Author is not @owner': how a token reads to assistive technology. */
export function tokenDescription(
  token: FilterBarToken,
  findConfig: TokenDisplayContext['findConfig'],
): string {
  if (!isFilterToken(token)) return `Search text ${token.value.data}`;
  const config = findConfig(token.type);
  const title = config?.title ?? token.type;
  return `${title} ${OPERATOR_DESCRIPTIONS[token.value.operator]} ${tokenDataText(config, token.value.data)}`;
}

/** The edit button's description; its name is the token's visible text. */
export const EDIT_TOKEN_HINT = 'Edit filter';

/**
 * A finished token: type, operator and data segments, clicked to edit and with a remove button.
 * A search term is plain text. Read-only (no edit, no remove) when `onEdit`/`onRemove` are absent.
 */
export function TokenPill({
  token,
  context,
  onEdit,
  onRemove,
}: {
  token: FilterBarToken;
  context: TokenDisplayContext;
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  const description = tokenDescription(token, context.findConfig);
  if (!isFilterToken(token)) {
    if (!onEdit) {
      return (
        <span className={classes.term} data-testid="filtered-search-term">
          {token.value.data}
        </span>
      );
    }
    return (
      <button
        type="button"
        className={classes.term}
        onClick={onEdit}
        aria-label={`Edit ${description}`}
        data-testid="filtered-search-term"
      >
        {token.value.data}
      </button>
    );
  }
  const config = context.findConfig(token.type);
  // The spaces are not rendered between the flex items; they keep the segments apart in the
  // edit button's name, which is its visible text (label in name).
  const segments = (
    <>
      <span className={classes.segmentType} data-segment="type">
        {config?.title ?? token.type}
      </span>{' '}
      <span className={classes.segmentOperator} data-segment="operator">
        {token.value.operator}
      </span>{' '}
      <span className={classes.segmentData} data-segment="data">
        <TokenValue
          config={config}
          data={token.value.data}
          fullPath={context.fullPath}
          scopedLabels={context.scopedLabels}
        />
      </span>
    </>
  );
  return (
    <span
      className={classes.token}
      role="group"
      aria-label={description}
      data-testid="filtered-search-token"
      data-token-type={token.type}
      data-operator={token.value.operator}
    >
      {onEdit ? (
        <button
          type="button"
          className={classes.tokenButton}
          onClick={onEdit}
          title={EDIT_TOKEN_HINT}
        >
          {segments}
        </button>
      ) : (
        <span className={classes.tokenButton} style={{ cursor: 'inherit' }}>
          {segments}
        </span>
      )}
      {onRemove ? (
        <button
          type="button"
          className={classes.remove}
          onClick={onRemove}
          aria-label={`Remove ${description}`}
        >
          <IconX size={12} aria-hidden />
        </button>
      ) : null}
    </span>
  );
}
