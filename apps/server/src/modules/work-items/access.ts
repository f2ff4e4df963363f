// moved to core/access.ts: re-exported for modules outside work-items until they import from there
export * from './core/access.ts';
