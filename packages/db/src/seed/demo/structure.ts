/**
 * The demo's groups and projects. Paths are relative to the root group ('' is the root itself);
 * parents come before children.
 */
export type Visibility = 'public' | 'internal' | 'private';

export interface DemoNamespace {
  kind: 'group' | 'project';
  path: string;
  name: string;
  visibility: Visibility;
  description: string;
}

export const ROOT_GROUP = { path: 'acme', name: 'Acme' } as const;

export const DEMO_NAMESPACES: readonly DemoNamespace[] = [
  {
    kind: 'group',
    path: '',
    name: ROOT_GROUP.name,
    visibility: 'public',
    description: 'Acme builds collaboration software for teams of every size.',
  },
  {
    kind: 'group',
    path: 'platform',
    name: 'Platform',
    visibility: 'public',
    description: 'Backend services, the public API and the data platform.',
  },
  {
    kind: 'group',
    path: 'platform/api',
    name: 'API',
    visibility: 'public',
    description: 'The public REST and GraphQL API.',
  },
  {
    kind: 'group',
    path: 'platform/data',
    name: 'Data',
    visibility: 'internal',
    description: 'Warehouse, pipelines and analytics (visible to signed-in users).',
  },
  {
    kind: 'group',
    path: 'mobile',
    name: 'Mobile',
    visibility: 'public',
    description: 'Native apps.',
  },
  { kind: 'group', path: 'mobile/ios', name: 'iOS', visibility: 'public', description: '' },
  {
    kind: 'group',
    path: 'mobile/android',
    name: 'Android',
    visibility: 'public',
    description: '',
  },
  {
    kind: 'group',
    path: 'secret-lab',
    name: 'Secret Lab',
    visibility: 'private',
    description: 'Unannounced research. Members only.',
  },
  {
    kind: 'project',
    path: 'website',
    name: 'Website',
    visibility: 'public',
    description: 'acme.example marketing site and docs portal.',
  },
  {
    kind: 'project',
    path: 'platform/backend',
    name: 'Backend',
    visibility: 'public',
    description: 'The core application server.',
  },
  {
    kind: 'project',
    path: 'platform/api/gateway',
    name: 'Gateway',
    visibility: 'public',
    description: 'API gateway: routing, auth, rate limits, GraphQL.',
  },
  {
    kind: 'project',
    path: 'platform/data/warehouse',
    name: 'Warehouse',
    visibility: 'internal',
    description: 'ETL jobs and the analytics warehouse.',
  },
  {
    kind: 'project',
    path: 'mobile/ios/app',
    name: 'iOS App',
    visibility: 'public',
    description: 'The iPhone and iPad app.',
  },
  {
    kind: 'project',
    path: 'mobile/android/app',
    name: 'Android App',
    visibility: 'public',
    description: 'The Android app.',
  },
  {
    kind: 'project',
    path: 'secret-lab/prototype',
    name: 'Prototype',
    visibility: 'private',
    description: 'Project Nebula prototype.',
  },
];

/** 'platform/api' -> 'platform'; top-level entries -> '' (the root); the root -> null. */
export function parentPath(path: string): string | null {
  if (path === '') return null;
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** The path and its ancestors, nearest first, ending with the root (''). */
export function pathChain(path: string): string[] {
  const chain: string[] = [];
  for (let p: string | null = path; p !== null; p = parentPath(p)) chain.push(p);
  return chain;
}

export function fullPathOf(path: string): string {
  return path === '' ? ROOT_GROUP.path : `${ROOT_GROUP.path}/${path}`;
}
