// moved to core/namespaces/visibility-sql.ts: re-exported for modules/work-items until it imports from there
export * from '../../core/namespaces/visibility-sql.ts';
