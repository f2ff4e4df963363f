export * from './client.ts';
export * from './migrate.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './rollups/epic-dates.ts';
export { KEYED_STATEMENT } from './named-statements.ts';
