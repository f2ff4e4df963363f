// moved to core/work-items.repository.ts: re-exported for modules outside work-items until they import from there
export * from './core/work-items.repository.ts';
