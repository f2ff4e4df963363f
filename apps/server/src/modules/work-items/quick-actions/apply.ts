import type { RequestContext } from '../../../lib/context.ts';
import { epicPermissionSet, issuePermissionSet } from '../core/access.ts';
import type { WorkItemInput } from '../core/input.ts';
import { updateWorkItem } from '../core/pipeline.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { widgetRight, widgetsOf } from '../core/widget-set.ts';
import { mayHaveCommands } from './command-lines.ts';
import { runQuickActions, type QuickActionsOutcome } from './engine.ts';
import type { QuickAction } from './quick-action.ts';

/**
 * Quick actions where texts are written: a description's commands join the write's input, a
 * comment's run as one write before the comment is saved. A command the viewer may not use (its
 * widget's right) is not a command for them: it stays in the text, as GitLab leaves it.
 */

async function allowedQuickActions(ctx: RequestContext, item: WorkItemRow) {
  const widgets = widgetsOf(item.type).filter((w) => w.quickActions?.length);
  if (!widgets.length) return [];
  const actions = (ws: typeof widgets): QuickAction[] => ws.flatMap((w) => w.quickActions ?? []);
  if (item.type === 'epic') {
    return (await epicPermissionSet(ctx, item)).adminEpic ? actions(widgets) : [];
  }
  const perms = await issuePermissionSet(ctx, item);
  return actions(widgets.filter((w) => perms[widgetRight(w)]));
}

export async function quickActionsIn(
  ctx: RequestContext,
  item: WorkItemRow,
  text: string,
): Promise<QuickActionsOutcome> {
  // Most texts hold no command line: they read no rights (every comment and description).
  if (!mayHaveCommands(text)) return { text, input: {}, messages: [], count: 0 };
  return runQuickActions(item, text, await allowedQuickActions(ctx, item));
}

/** A description's commands as input to merge into its write (with the cleaned description). */
export async function descriptionQuickActions(
  ctx: RequestContext,
  item: WorkItemRow,
  description: string | null | undefined,
): Promise<WorkItemInput> {
  if (!description) return {};
  const outcome = await quickActionsIn(ctx, item, description);
  return outcome.count ? { ...outcome.input, description: outcome.text } : {};
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** GitLab's `commands_changes`: the applied input, with its keys (one level down too) in snake_case. */
function commandsChanges(input: WorkItemInput): Record<string, unknown> {
  const snake = (value: unknown): unknown =>
    value && typeof value === 'object' && !(value instanceof Date)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCase(k), v]))
      : value;
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [snakeCase(k), snake(v)]));
}

/**
 * A comment's commands, applied as one write. `body` is what is left to save; `answer` is
 * GitLab's 202 answer when nothing is (a comment made only of commands).
 */
export async function commentQuickActions(ctx: RequestContext, item: WorkItemRow, body: string) {
  const outcome = await quickActionsIn(ctx, item, body);
  if (outcome.count) await updateWorkItem(ctx, item, outcome.input);
  const onlyCommands = outcome.count > 0 && outcome.text.trim() === '';
  return {
    body: outcome.text,
    answer: onlyCommands
      ? { commands_changes: commandsChanges(outcome.input), summary: outcome.messages }
      : null,
  };
}
