// The token catalogue of the epics filter bar.
import type { FilterBarToken, FilterOperator } from './filter-token.ts';
import { isFilterToken } from './filter-token.ts';

export const TOKEN_TYPE_AUTHOR = 'author';
export const TOKEN_TYPE_LABEL = 'label';
export const TOKEN_TYPE_MILESTONE = 'milestone';
export const TOKEN_TYPE_EPIC = 'epic_iid';
export const TOKEN_TYPE_GROUP = 'group_path';
export const TOKEN_TYPE_CONFIDENTIAL = 'confidential';
export const TOKEN_TYPE_MY_REACTION = 'my_reaction_emoji';
/** Custom-field token types are `custom-field[<field id>]`, the same text as their URL key. */
export const CUSTOM_FIELD_TOKEN_PREFIX = 'custom-field';

/** Label special value: epics without any label. Sent to the API as LABEL_NONE_API_VALUE. */
export const LABEL_NO_LABEL = 'No Label';
export const LABEL_NONE_API_VALUE = 'None';
/** Reaction special values, sent to the API unchanged. */
export const EMOJI_NONE = 'None';
export const EMOJI_ANY = 'Any';
/** Token data of the confidential token; the API takes the boolean. */
export const CONFIDENTIAL_YES = 'true';
export const CONFIDENTIAL_NO = 'false';

export type TokenOption = { value: string; title: string; icon?: string };

export type UserSuggestion = { id: string; username: string; name: string; avatarUrl?: string };

export type CustomFieldDefinition = {
  id: string;
  name: string;
  options?: readonly { id: string; value: string }[];
};

export type TokenConfig = {
  type: string;
  title: string;
  icon: string;
  /** The prefix shown before a value and typed to search by reference, e.g. '@' or '~'. */
  symbol?: string;
  /** A unique token may appear once only. */
  unique: boolean;
  operators: readonly FilterOperator[];
  /** A closed list of values (the token offers nothing else). */
  options?: readonly TokenOption[];
  /** Values offered before any fetched suggestion, e.g. 'No Label', 'None', 'Any'. */
  specialValues?: readonly TokenOption[];
  /** Users offered before any fetch (the signed-in user in the author token). */
  preloadedUsers?: readonly UserSuggestion[];
  disabled?: boolean;
};

const IS: readonly FilterOperator[] = ['='];
const IS_NOT: readonly FilterOperator[] = ['=', '!='];
const IS_NOT_OR: readonly FilterOperator[] = ['=', '!=', '||'];

const AUTHOR: TokenConfig = {
  type: TOKEN_TYPE_AUTHOR,
  title: 'Author',
  icon: 'user',
  symbol: '@',
  unique: false,
  operators: IS_NOT_OR,
};

const LABEL: TokenConfig = {
  type: TOKEN_TYPE_LABEL,
  title: 'Label',
  icon: 'labels',
  symbol: '~',
  unique: false,
  operators: IS_NOT_OR,
  specialValues: [{ value: LABEL_NO_LABEL, title: LABEL_NO_LABEL }],
};

// milestone_title has no not[...] or or[...] form in the roadmap URL, so '=' only.
const MILESTONE: TokenConfig = {
  type: TOKEN_TYPE_MILESTONE,
  title: 'Milestone',
  icon: 'milestone',
  symbol: '%',
  unique: true,
  operators: IS,
};

const CONFIDENTIAL: TokenConfig = {
  type: TOKEN_TYPE_CONFIDENTIAL,
  title: 'Confidential',
  icon: 'eye-slash',
  unique: true,
  operators: IS,
  options: [
    { value: CONFIDENTIAL_YES, title: 'Yes', icon: 'eye-slash' },
    { value: CONFIDENTIAL_NO, title: 'No', icon: 'eye' },
  ],
};

const EPIC: TokenConfig = {
  type: TOKEN_TYPE_EPIC,
  title: 'Epic',
  icon: 'epic',
  symbol: '&',
  unique: true,
  operators: IS,
};

const GROUP: TokenConfig = {
  type: TOKEN_TYPE_GROUP,
  title: 'Group',
  icon: 'group',
  unique: true,
  operators: IS,
};

const MY_REACTION: TokenConfig = {
  type: TOKEN_TYPE_MY_REACTION,
  title: 'My reaction',
  icon: 'thumb-up',
  unique: true,
  operators: IS_NOT,
  specialValues: [
    { value: EMOJI_NONE, title: EMOJI_NONE },
    { value: EMOJI_ANY, title: EMOJI_ANY },
  ],
};

/** The fixed tokens, in the order the type dropdown lists them. */
export const STATIC_TOKEN_CONFIGS: readonly TokenConfig[] = [
  AUTHOR,
  LABEL,
  MILESTONE,
  CONFIDENTIAL,
  EPIC,
  GROUP,
  MY_REACTION,
];

export function customFieldTokenType(fieldId: string): string {
  return `${CUSTOM_FIELD_TOKEN_PREFIX}[${fieldId}]`;
}

const CUSTOM_FIELD_TYPE_PATTERN = /^custom-field\[([^\]]+)\]$/;

/** The field id of a custom-field token type or URL key, else null. */
export function customFieldIdFromTokenType(type: string): string | null {
  return CUSTOM_FIELD_TYPE_PATTERN.exec(type)?.[1] ?? null;
}

export function customFieldTokenConfig(field: CustomFieldDefinition): TokenConfig {
  const config: TokenConfig = {
    type: customFieldTokenType(field.id),
    title: field.name,
    icon: 'list-bulleted',
    unique: true,
    operators: IS,
  };
  if (field.options) {
    config.options = field.options.map((option) => ({ value: option.id, title: option.value }));
  }
  return config;
}

/**
 * The config of a token type: a fixed token, a known custom field, or (for a custom-field type
 * whose definition is not at hand) a generic unique '=' config titled 'Custom field'.
 */
export function findTokenConfig(
  type: string,
  customFields: readonly CustomFieldDefinition[] = [],
): TokenConfig | undefined {
  const fixed = STATIC_TOKEN_CONFIGS.find((config) => config.type === type);
  if (fixed) return fixed;
  const fieldId = customFieldIdFromTokenType(type);
  if (fieldId === null) return undefined;
  const field = customFields.find((f) => f.id === fieldId) ?? { id: fieldId, name: 'Custom field' };
  return customFieldTokenConfig(field);
}

export function isUniqueTokenType(type: string): boolean {
  return findTokenConfig(type)?.unique ?? false;
}

export type TokenContext = {
  signedIn: boolean;
  customFieldsEnabled: boolean;
  customFields?: readonly CustomFieldDefinition[];
  /** Token types switched off by the page; they stay listed but marked disabled. */
  disabledTypes?: readonly string[];
  /** The signed-in user, preloaded as a suggestion in the author token. */
  currentUser?: UserSuggestion | null;
};

/**
 * Every token the page offers for this user, disabled ones included (marked `disabled`).
 * The reaction token exists only for a signed-in user; custom-field tokens only when the
 * custom-fields feature is on.
 */
export function tokenCatalogue(context: TokenContext): TokenConfig[] {
  const disabled = new Set(context.disabledTypes ?? []);
  const configs: TokenConfig[] = [];
  for (const config of STATIC_TOKEN_CONFIGS) {
    if (config.type === TOKEN_TYPE_MY_REACTION && !context.signedIn) continue;
    if (config.type === TOKEN_TYPE_AUTHOR && context.signedIn && context.currentUser) {
      configs.push({ ...config, preloadedUsers: [context.currentUser] });
      continue;
    }
    configs.push({ ...config });
  }
  if (context.customFieldsEnabled) {
    for (const field of context.customFields ?? []) configs.push(customFieldTokenConfig(field));
  }
  return configs.map((config) =>
    disabled.has(config.type) ? { ...config, disabled: true } : config,
  );
}

export type AvailableTokensInput = TokenContext & {
  existingTokens: readonly FilterBarToken[];
};

/** The tokens the user can still add: disabled tokens and unique tokens already used are left out. */
export function availableTokens(input: AvailableTokensInput): TokenConfig[] {
  const used = new Set(input.existingTokens.filter(isFilterToken).map((token) => token.type));
  return tokenCatalogue(input).filter(
    (config) => !config.disabled && !(config.unique && used.has(config.type)),
  );
}
