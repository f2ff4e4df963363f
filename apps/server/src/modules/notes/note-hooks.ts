import type { RequestContext } from '../../lib/context.ts';
import type { HistoryTarget } from '../work-items/activity/item-access.ts';
import type { NoteRow } from '../work-items/activity/notes.repository.ts';

/**
 * What happens after a comment is saved, besides its live event: the place for @mention to-dos
 * and notification emails (built elsewhere). A hook runs after the commit with the viewer's
 * context; the comment is saved already, so a hook handles its own failures.
 */
export interface NoteCreated {
  note: NoteRow;
  target: HistoryTarget;
  /** Usernames the body @mentions, without the @, outside code. */
  mentions: string[];
}

export type NoteCreatedHook = (ctx: RequestContext, event: NoteCreated) => Promise<void>;

const hooks: NoteCreatedHook[] = [];

export function onNoteCreated(hook: NoteCreatedHook) {
  hooks.push(hook);
}

const FENCE = /```[\s\S]*?```|`[^`\n]*`/g;
const MENTION = /(?:^|[^\w`/])@([a-zA-Z0-9_][a-zA-Z0-9_.-]*[a-zA-Z0-9_]|[a-zA-Z0-9_])/g;

/** The distinct @usernames a Markdown body mentions, code spans and blocks left out. */
export function mentionedUsernames(body: string): string[] {
  const prose = body.replace(FENCE, ' ');
  return [...new Set([...prose.matchAll(MENTION)].map((m) => m[1]!))];
}

export async function runNoteCreatedHooks(
  ctx: RequestContext,
  event: Omit<NoteCreated, 'mentions'>,
) {
  const full = { ...event, mentions: mentionedUsernames(event.note.body) };
  for (const hook of hooks) await hook(ctx, full);
}
