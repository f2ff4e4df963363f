// Public API of the filter bar's pure logic.
export * from './filter-token.ts';
export * from './token-types.ts';
export * from './token-cycle.ts';
export * from './search-terms.ts';
export * from './normalize-tokens.ts';
export * from './url-params.ts';
export * from './api-filters.ts';
export * from './recent-searches.ts';
export * from './messages.ts';
export * from './filter-search.ts';
export * from './emoji-glyphs.ts';
