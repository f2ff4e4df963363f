// moved to core/namespaces/namespaces.service.ts: re-exported for modules/work-items until it imports from there
export * from '../../core/namespaces/namespaces.service.ts';
