export * from './enums.ts';
export * from './users.ts';
export * from './namespaces.ts';
export * from './planning.ts';
export * from './work-items.ts';
export * from './collaboration.ts';
export * from './activity.ts';
export * from './uploads.ts';
