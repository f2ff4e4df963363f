// Drizzle's `is(value, Class)` (drizzle-orm/entity.js), with the same answers and a memo. The
// server bundle uses this module in its place (build.ts). Drizzle asks `is` of every chunk of
// every statement it builds and of every column of every row it maps; when `instanceof` says
// no, the original walks the value's class chain comparing each class's entity kind, and that
// walk was the server's most expensive JavaScript function (about 1.5 ms of CPU per roadmap
// page: bench/README.md). The kinds along a class chain never change, so they are read once per
// class.
const entityKind = Symbol.for('drizzle:entityKind');
const hasOwnEntityKind = Symbol.for('drizzle:hasOwnEntityKind');

/** Class → the entity kinds of it and its ancestors (statics are inherited, as the walk reads). */
const kindsByClass = new WeakMap();

function kindsOf(cls) {
  let kinds = kindsByClass.get(cls);
  if (!kinds) {
    kinds = new Set();
    for (let c = cls; c; c = Object.getPrototypeOf(c)) {
      if (entityKind in c) kinds.add(c[entityKind]);
    }
    kindsByClass.set(cls, kinds);
  }
  return kinds;
}

function is(value, type) {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof type) return true;
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(
      `Class "${type.name ?? '<unknown>'}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.`,
    );
  }
  const cls = Object.getPrototypeOf(value).constructor;
  return cls ? kindsOf(cls).has(type[entityKind]) : false;
}

export { entityKind, hasOwnEntityKind, is };
