import type { Database } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import type { ActivityChange } from '../activity/changes.ts';

/**
 * What a module above the kernel does with a committed item change, inside the write's
 * transaction (to-dos and e-mail: todos/notify-write.ts). Registered by that module when it
 * loads, so the kernel imports none of them.
 */
export type WriteHook = (
  ctx: RequestContext,
  tx: Database,
  workItemId: number,
  actorId: number,
  changes: readonly ActivityChange[],
) => Promise<void>;

const hooks: WriteHook[] = [];

export function onItemWrite(hook: WriteHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runWriteHooks(...args: Parameters<WriteHook>): Promise<void> {
  for (const hook of hooks) await hook(...args);
}
