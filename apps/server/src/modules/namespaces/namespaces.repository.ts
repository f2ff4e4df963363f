// moved to core/namespaces/namespaces.repository.ts: re-exported for modules/work-items until it imports from there
export * from '../../core/namespaces/namespaces.repository.ts';
