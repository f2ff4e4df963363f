// moved to core/permissions/index.ts: re-exported for modules/work-items until it imports from there
export * from '../../core/permissions/index.ts';
