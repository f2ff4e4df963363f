import type { ViewerUser } from '../auth/viewer.ts';
import type { RequestContext } from '../lib/context.ts';
import { unauthorized } from '../lib/errors.ts';
import { activeViewer } from './permissions/index.ts';

/** The signed-in, active user, or a 401. */
export function requireUser(ctx: RequestContext): ViewerUser {
  const user = ctx.viewer.user;
  if (!user || !activeViewer(user)) throw unauthorized();
  return user;
}
