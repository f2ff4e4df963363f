import {
  CAPPED_PAGES,
  EMPTY_JSON_BODY,
  EMPTY_OBJECT,
  HOSTILE_IDS,
  HOSTILE_NAMESPACES,
  HOSTILE_PAGES,
  HOSTILE_RAW_BODIES,
  HOSTILE_WEBPATHS,
  hostileBody,
  hostileQuery,
  withQuery,
} from './hostile.ts';
import { preview, type RestProbe } from './probe.ts';
import { fill, type RouteSpec, type Slot } from './rest-routes.ts';

export interface SweepTokens {
  owner: string;
  admin: string;
}

const HOSTILE_SLOTS: Record<Slot, readonly string[]> = {
  namespace: HOSTILE_NAMESPACES,
  id: HOSTILE_IDS,
  ref: HOSTILE_IDS,
  webpath: HOSTILE_WEBPATHS,
};

/** The names a 400 about a query parameter may use: `iids[]` is `iids`, `not[x]` is `x`. */
const namesOf = (field: string, route: RouteSpec) => {
  const inner = /^not\[(.+)\]$/.exec(field)?.[1];
  const base = field.replace(/\[\]$/, '');
  return [field, base, ...(inner ? [inner, 'not'] : []), ...(route.aliases?.[base] ?? [])];
};

/** A route's label for test names: `PUT /api/v4/groups/:group/milestones/:milestone`. */
export const routeName = (r: RouteSpec) => `${r.method} ${r.template}`;

/** Sends the valid request and expects success (proves the hostile variants reach the route). */
export async function sanity(probe: RestProbe, route: RouteSpec, tokens: SweepTokens) {
  const token = route.as === 'admin' ? tokens.admin : tokens.owner;
  const url = fill(route.template, route.values);
  const ok = route.template === '/users/sign_in' ? [401] : [200, 201, 204];
  await probe.check({
    method: route.method,
    url,
    token,
    ...(route.body ? { body: route.body.valid } : {}),
    ...(route.raw ? { raw: route.raw } : {}),
    expect: 'survive',
    statuses: ok,
  });
}

/** Hostile query parameters, pages, path segments and bodies against one route. */
export async function sweepRoute(probe: RestProbe, route: RouteSpec, tokens: SweepTokens) {
  const token = route.as === 'admin' ? tokens.admin : tokens.owner;
  const url = fill(route.template, route.values);
  const body = route.body?.valid;
  const withBody = body ? { body } : {};

  for (const [field, kind] of Object.entries(route.query ?? {})) {
    for (const h of hostileQuery(kind)) {
      await probe.check({
        method: route.method,
        url: withQuery(url, field, h.value),
        token,
        expect: h.reject ? 'reject' : 'survive',
        names: namesOf(field, route),
      });
    }
  }

  if (route.paged) {
    for (const [field, value] of HOSTILE_PAGES) {
      await probe.check({
        method: route.method,
        url: withQuery(url, field, value),
        token,
        expect: 'reject',
        statuses: [400],
        names: [field],
      });
    }
    for (const [field, value] of CAPPED_PAGES) {
      await probe.check({
        method: route.method,
        url: withQuery(url, field, value),
        token,
        expect: 'survive',
        statuses: [200],
      });
    }
  }

  for (const [name, slot] of Object.entries(route.slots ?? {})) {
    for (const value of HOSTILE_SLOTS[slot]) {
      await probe.check({
        method: route.method,
        url: fill(route.template, { ...route.values, [name]: value }),
        token,
        ...withBody,
        expect: 'reject',
        statuses: [400, 404, 414],
      });
    }
  }

  if (route.body) {
    for (const [field, kind] of Object.entries(route.body.fields)) {
      for (const h of hostileBody(kind)) {
        await probe.check({
          method: route.method,
          url,
          token,
          body: { ...route.body.valid, [field]: h.value },
          label: `${field}=${preview(h.value)}`,
          expect: h.reject ? 'reject' : 'survive',
          ...(route.anonymousErrors ? {} : { names: namesOf(field, route) }),
        });
      }
    }
  }

  if (route.method !== 'GET') {
    // Routes that ignore their body only meet bodies that cannot be parsed at all.
    const raws = route.body
      ? [...HOSTILE_RAW_BODIES, ...(route.method === 'PUT' ? [EMPTY_OBJECT, EMPTY_JSON_BODY] : [])]
      : HOSTILE_RAW_BODIES.filter((b) => !b.parses);
    for (const raw of raws) {
      for (const who of [token, undefined]) {
        await probe.check({ method: route.method, url, token: who, raw, expect: 'reject' });
      }
    }
  }
}
