// The server's layers (docs/architecture.md, "Layers"), from the bottom: lib, core, the kits
// (graphql, rest, realtime, auth, observability, http), the modules, the wiring. Inside the
// work-items module: the kernel (core, activity), then its kits (quick-actions, todo-rules),
// the widgets, the registry, the item kit, the item types, the surfaces. A layer imports only
// the layers below it (type-only imports are erased and not seen). Run on resolved paths.
const src = '^apps/server/src/';
const wi = `${src}modules/work-items/`;

const any = (...paths) => `(${paths.join('|')})`;
const rootFile = String.raw`[^/]+\.ts$`;
const wiring = `${src}${any('wiring/', 'bootstrap/', 'cli/', 'web/', String.raw`(app|main|cli|cluster-primary)\.ts$`)}`;
const kits = `${src}${any('graphql/', 'rest/', 'realtime/', 'auth/', 'observability/', 'http/', String.raw`env\.ts$`)}`;
const itemTypes = any('epics/', 'issues/', 'spam/', 'cve-requests/', 'todos/', 'history/');
const surfaces = `${wi}${any('surfaces/', rootFile)}`;

/** One rule: files under `from` never import any of `to`. */
const layer = (name, comment, from, ...to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to.length === 1 ? to[0] : any(...to) },
});

module.exports = [
  layer(
    'server-lib-at-the-bottom',
    'lib/ holds generic helpers and the request context: it imports no other server folder.',
    `${src}lib/`,
    `${src}${any('core/', 'modules/', 'testing/')}`,
    kits,
    wiring,
  ),
  layer(
    'server-core-below-the-kits',
    'core/ (permissions, namespaces) imports only lib/.',
    `${src}core/`,
    `${src}${any('modules/', 'testing/')}`,
    kits,
    wiring,
  ),
  layer(
    'server-kits-below-the-modules',
    'The kits (GraphQL, REST, realtime, auth, logs, HTTP) never import a module or the wiring.',
    kits,
    `${src}modules/`,
    wiring,
  ),
  layer(
    'server-modules-below-the-wiring',
    'Modules never import the wiring that assembles them.',
    `${src}modules/`,
    wiring,
  ),
  layer(
    'work-items-kernel',
    'The kernel (core/, activity/) imports no widget, registry, item type or surface.',
    `${wi}${any('core/', 'activity/')}`,
    `${wi}${any('quick-actions/', 'todo-rules/', 'widgets/', 'registry/', 'item-kit/', itemTypes)}`,
    surfaces,
  ),
  layer(
    'work-items-kernel-kits',
    'quick-actions/ and todo-rules/ sit on the kernel, below the widgets.',
    `${wi}${any('quick-actions/', 'todo-rules/')}`,
    `${wi}${any('widgets/', 'registry/', 'item-kit/', itemTypes)}`,
    surfaces,
  ),
  layer(
    'work-items-widgets-below-the-item-types',
    'A widget never imports the registry, the item kit, an item type or a surface.',
    `${wi}widgets/`,
    `${wi}${any('registry/', 'item-kit/', itemTypes)}`,
    surfaces,
  ),
  layer(
    'work-items-registry-below-the-item-types',
    'The registry composes widgets only.',
    `${wi}registry/`,
    `${wi}${any('item-kit/', itemTypes)}`,
    surfaces,
  ),
  layer(
    'work-items-item-kit-below-the-item-types',
    'The item kit (REST JSON, the WorkItem type) imports no item type or surface.',
    `${wi}item-kit/`,
    `${wi}${itemTypes}`,
    surfaces,
  ),
  layer(
    'work-items-item-types-below-the-surfaces',
    'Item types never import the surfaces that compose them.',
    `${wi}${itemTypes}`,
    surfaces,
  ),
];
