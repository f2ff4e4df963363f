// The web app's layers (docs/architecture.md, "Layers"), on resolved paths, so a
// relative path that climbs out of a folder and back into another is caught whatever its text.
// Bottom to top: lib/ and components/, widgets/ (the sidebar widgets), features/, app/ (the one
// place that composes features). Each layer imports only the layers below it; features and
// widget folders never import a sibling. Proved by web-rules.test.ts.
const src = '^apps/web/src/';

/** Forbids the `from` layers to import the `to` layers. */
const below = (name, from, to, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `${src}(${from.join('|')})/` },
  to: { path: `${src}(${to.join('|')})/` },
});

module.exports = [
  below(
    'web-app-on-top',
    ['features', 'widgets', 'components', 'lib'],
    ['app'],
    'Only app/ composes the app: nothing below it imports app/.',
  ),
  below(
    'web-features-above-widgets',
    ['widgets', 'components', 'lib'],
    ['features'],
    'Widgets, components/ and lib/ never import a feature (features import them).',
  ),
  below(
    'web-widgets-above-components',
    ['components', 'lib'],
    ['widgets'],
    'components/ and lib/ never import a sidebar widget.',
  ),
  {
    name: 'web-feature-wall',
    comment: 'A feature never imports another feature; compose them in apps/web/src/app.',
    severity: 'error',
    from: { path: `${src}features/([^/]+)/` },
    to: { path: `${src}features/`, pathNot: `${src}features/$1/` },
  },
  {
    // widgets/index.ts (the list of every widget) counts as another widget folder here.
    name: 'web-widget-wall',
    comment:
      'A widget folder imports no other widget folder, only widgets/shell/ (shared code), and ' +
      'widgets/shell/ imports no widget folder.',
    severity: 'error',
    from: { path: `${src}widgets/([^/]+)/` },
    to: { path: `${src}widgets/`, pathNot: `${src}widgets/($1|shell)/` },
  },
  {
    name: 'web-no-file-cycle',
    comment: 'No web module imports one that imports it back, directly or through others.',
    severity: 'error',
    scope: 'module',
    from: { path: src },
    to: { circular: true },
  },
];
