import { forbidden, notFound } from '#server/lib/errors.ts';

/** 404 when the viewer cannot read the item, 403 when they can but may not do this. */
export function requireAllowed(readable: boolean, allowed: boolean) {
  if (!readable) throw notFound();
  if (!allowed) throw forbidden();
}
