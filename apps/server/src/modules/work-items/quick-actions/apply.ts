import type { RequestContext } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { epicPermissionSet, issuePermissionSet } from '../core/access.ts';
import type { WorkItemInput } from '../core/input.ts';
import { updateWorkItem } from '../core/pipeline.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { widgetRight, widgetsOf } from '../core/widget-set.ts';
import { mayHaveCommands } from './command-lines.ts';
import { readQuickActions, type QuickActionsReading } from './engine.ts';
import type { QuickAction, QuickActionContext } from './quick-action.ts';

/**
 * Quick actions where texts are written: a description's commands join the write's input (on
 * create as on update), a comment's run as one write once the comment is saved (a comment made
 * only of commands is not saved). A command the viewer may not use (its widget's right) is not a
 * command for them: it stays in the text, as GitLab leaves it. A command with a bad argument is
 * taken out and skipped, and reported (GitLab's `QuickActionsStatus.error_messages`).
 */

type ItemType = WorkItemRow['type'];

const actionsOf = (type: ItemType, allowed: (right: ReturnType<typeof widgetRight>) => boolean) =>
  widgetsOf(type)
    .filter((w) => w.quickActions?.length && allowed(widgetRight(w)))
    .flatMap((w): readonly QuickAction[] => w.quickActions ?? []);

async function allowedQuickActions(ctx: RequestContext, item: WorkItemRow) {
  if (!widgetsOf(item.type).some((w) => w.quickActions?.length)) return [];
  if (item.type === 'epic') {
    const { adminEpic } = await epicPermissionSet(ctx, item);
    return actionsOf(item.type, () => adminEpic);
  }
  const perms = await issuePermissionSet(ctx, item);
  return actionsOf(item.type, (right) => perms[right]);
}

const contextOf = (ctx: RequestContext, type: ItemType, noteId?: number): QuickActionContext => ({
  type,
  userId: ctx.viewer.user?.id,
  now: ctx.clock.now(),
  noteId: noteId ?? null,
});

const NO_COMMANDS = (text: string): QuickActionsReading => ({
  text,
  input: {},
  messages: [],
  count: 0,
  errors: [],
  names: [],
  changes: {},
});

export async function quickActionsIn(
  ctx: RequestContext,
  item: WorkItemRow,
  text: string,
): Promise<QuickActionsReading> {
  // Most texts hold no command line: they read no rights (every comment and description).
  if (!mayHaveCommands(text)) return NO_COMMANDS(text);
  return readQuickActions(contextOf(ctx, item.type), text, await allowedQuickActions(ctx, item));
}

/** A reading's input to merge into a description's write, with the cleaned description. */
const descriptionInput = (reading: QuickActionsReading): WorkItemInput =>
  reading.count ? { ...reading.input, description: reading.text } : {};

/** A description's commands as input to merge into its write (with the cleaned description). */
export async function descriptionQuickActions(
  ctx: RequestContext,
  item: WorkItemRow,
  description: string | null | undefined,
): Promise<WorkItemInput> {
  if (!description) return {};
  return descriptionInput(await quickActionsIn(ctx, item, description));
}

/**
 * A new item's description commands, as input for its create (with the cleaned description):
 * the item does not exist yet, so `mayAdmin` is the creator's right on its metadata (GitLab
 * runs them in the create, with the creator's rights in the namespace).
 */
export function newItemQuickActions(
  ctx: RequestContext,
  type: ItemType,
  mayAdmin: boolean,
  description: string | null | undefined,
): WorkItemInput {
  if (!description || !mayAdmin || !mayHaveCommands(description)) return {};
  const actions = actionsOf(type, () => true);
  return descriptionInput(readQuickActions(contextOf(ctx, type), description, actions));
}

/** GitLab's `QuickActionsStatus` of a comment's commands, with their `commands_changes`. */
export interface QuickActionsStatus {
  readonly commandNames: readonly string[];
  readonly commandsOnly: boolean;
  readonly messages: readonly string[];
  readonly errorMessages: readonly string[];
  readonly changes: Readonly<Record<string, unknown>>;
}

/** A comment's commands, read before it is saved and applied after. */
export interface CommentCommands {
  /** What is left of the comment to save. */
  readonly body: string;
  /** The comment was only commands (their lines taken out, nothing is left): it is not saved. */
  readonly commandsOnly: boolean;
  /** Applies the commands as one write (a `/spend` linked to the saved comment); null: none. */
  apply(noteId?: number): Promise<QuickActionsStatus | null>;
}

export async function commentQuickActions(
  ctx: RequestContext,
  item: WorkItemRow,
  body: string,
): Promise<CommentCommands> {
  // Most comments hold no command line: they read no rights.
  const actions = mayHaveCommands(body) ? await allowedQuickActions(ctx, item) : [];
  const reading = actions.length
    ? readQuickActions(contextOf(ctx, item.type), body, actions)
    : NO_COMMANDS(body);
  const commandsOnly = reading.count > 0 && reading.text.trim() === '';
  return {
    body: reading.text,
    commandsOnly,
    async apply(noteId) {
      if (!reading.count) return null;
      const run = noteId
        ? readQuickActions(contextOf(ctx, item.type, noteId), body, actions)
        : reading;
      const errors = [...run.errors];
      let applied = Object.keys(run.input).length > 0;
      if (applied) {
        try {
          await updateWorkItem(ctx, item, run.input);
        } catch (error) {
          // A refused write (more time subtracted than spent) is the commands' failure, not the comment's.
          if (!(error instanceof AppError && error.refusal)) throw error;
          errors.push(...error.messages);
          applied = false;
        }
      }
      return {
        commandNames: run.names,
        commandsOnly,
        messages: applied ? run.messages : [],
        errorMessages: errors,
        changes: applied ? run.changes : {},
      };
    },
  };
}
