// Filter tokens -> arguments of Group.epics (packages/schema/schema.graphql).
//
// Choices of our own, where GitLab's API leaves them open:
// - Tokens pass through normalizeFilterTokens first (same rules as the URL).
// - '=' maps to the plain argument, '!=' to `not`, '||' to `or`. Lists (labels) keep every value;
//   the label special value 'No Label' is sent as 'None'.
// - `authorUsername` and `not.authorUsername` take ONE value while author tokens may repeat.
//   Repeated '=' authors keep AND semantics (they are not turned into an OR: only '||' does that):
//   the first goes into `authorUsername`; as an epic has exactly one author, two different '='
//   authors can match nothing, which `hasContradictoryAuthors` reports so the caller can show the
//   empty result without a request. For repeated '!=' authors only the first can be sent; the
//   others are listed by `unrepresentableTokens` (the URL still keeps them all).
// - `iid` comes from the epic token (its iid part). `groupPath` is not a Group.epics argument:
//   it names the group to query (`fullPath`) and is returned for the caller to use so.
// - `in` is sent only together with a search. Custom fields become `customField` entries
//   (GitLab's `{ customFieldId, selectedOptionIds }` shape); omit it if the server lacks it.
// - Absent filters are left out (no undefined or empty `not`/`or` objects).
import type {
  EpicFilterArguments,
  NegatedEpicFilterInput,
  UnionedEpicFilterInput,
} from '#web/lib/graphql/index.ts';
import type { FilterBarToken, FilterToken } from './filter-token.ts';
import { normalizeFilterTokens } from './normalize-tokens.ts';
import type { SearchInField } from './search-terms.ts';
import { searchTextOf } from './search-terms.ts';
import {
  CONFIDENTIAL_YES,
  LABEL_NONE_API_VALUE,
  LABEL_NO_LABEL,
  TOKEN_TYPE_AUTHOR,
  TOKEN_TYPE_CONFIDENTIAL,
  TOKEN_TYPE_EPIC,
  TOKEN_TYPE_GROUP,
  TOKEN_TYPE_LABEL,
  TOKEN_TYPE_MILESTONE,
  TOKEN_TYPE_MY_REACTION,
  customFieldIdFromTokenType,
} from './token-types.ts';

export type NegatedEpicFilters = NegatedEpicFilterInput;
export type UnionedEpicFilters = UnionedEpicFilterInput;

export type CustomFieldFilter = { customFieldId: string; selectedOptionIds: string[] };

/** Group.epics arguments (lib/graphql/epic-filters.ts), plus custom fields when enabled. */
export type EpicsFilterArguments = EpicFilterArguments & { customField?: CustomFieldFilter[] };

function labelApiValue(data: string): string {
  return data === LABEL_NO_LABEL ? LABEL_NONE_API_VALUE : data;
}

export function toEpicsFilterArguments(
  tokens: readonly FilterBarToken[],
  options: { searchIn?: readonly SearchInField[] } = {},
): EpicsFilterArguments {
  const args: EpicsFilterArguments = {};
  const not: NegatedEpicFilters = {};
  const or: UnionedEpicFilters = {};
  const customField: CustomFieldFilter[] = [];

  for (const token of normalizeFilterTokens(tokens)) {
    const { data, operator } = token.value;
    switch (token.type) {
      case TOKEN_TYPE_AUTHOR:
        if (operator === '=') args.authorUsername ??= data;
        else if (operator === '!=') not.authorUsername ??= data;
        else (or.authorUsernames ??= []).push(data);
        break;
      case TOKEN_TYPE_LABEL:
        if (operator === '=') (args.labelName ??= []).push(labelApiValue(data));
        else if (operator === '!=') (not.labelName ??= []).push(labelApiValue(data));
        else (or.labelNames ??= []).push(labelApiValue(data));
        break;
      case TOKEN_TYPE_MILESTONE:
        if (operator === '=') args.milestoneTitle = data;
        break;
      case TOKEN_TYPE_CONFIDENTIAL:
        if (operator === '=') args.confidential = data === CONFIDENTIAL_YES;
        break;
      case TOKEN_TYPE_MY_REACTION:
        if (operator === '=') args.myReactionEmoji = data;
        else if (operator === '!=') not.myReactionEmoji = data;
        break;
      case TOKEN_TYPE_EPIC:
        if (operator === '=') args.iid = data;
        break;
      case TOKEN_TYPE_GROUP:
        if (operator === '=') args.groupPath = data;
        break;
      default: {
        const fieldId = customFieldIdFromTokenType(token.type);
        if (fieldId !== null && operator === '=') {
          customField.push({ customFieldId: fieldId, selectedOptionIds: [data] });
        }
      }
    }
  }

  const search = searchTextOf(tokens);
  if (search !== '') {
    args.search = search;
    if (options.searchIn && options.searchIn.length > 0) args.in = [...options.searchIn];
  }
  if (Object.keys(not).length > 0) args.not = not;
  if (Object.keys(or).length > 0) args.or = or;
  if (customField.length > 0) args.customField = customField;
  return args;
}

/** True when two different '=' authors are required: no epic can match. */
export function hasContradictoryAuthors(tokens: readonly FilterBarToken[]): boolean {
  const authors = new Set(
    normalizeFilterTokens(tokens)
      .filter((token) => token.type === TOKEN_TYPE_AUTHOR && token.value.operator === '=')
      .map((token) => token.value.data),
  );
  return authors.size > 1;
}

/**
 * The tokens the arguments cannot express: '=' or '!=' author tokens after the first one of their
 * operator (the API takes a single username there), and tokens whose operator the type does not
 * map (e.g. a milestone '!=').
 */
export function unrepresentableTokens(tokens: readonly FilterBarToken[]): FilterToken[] {
  const seen = new Set<string>();
  return normalizeFilterTokens(tokens).filter((token) => {
    const { operator } = token.value;
    if (token.type === TOKEN_TYPE_AUTHOR) {
      if (operator === '||') return false;
      if (seen.has(operator)) return true;
      seen.add(operator);
      return false;
    }
    if (token.type === TOKEN_TYPE_LABEL) return false;
    if (token.type === TOKEN_TYPE_MY_REACTION) return operator === '||';
    if (
      token.type === TOKEN_TYPE_MILESTONE ||
      token.type === TOKEN_TYPE_CONFIDENTIAL ||
      token.type === TOKEN_TYPE_EPIC ||
      token.type === TOKEN_TYPE_GROUP ||
      customFieldIdFromTokenType(token.type) !== null
    ) {
      return operator !== '=';
    }
    return true;
  });
}
