import { AppError } from '#server/lib/errors.ts';
import type { WorkItemInput } from '../core/input.ts';
import { extractCommands } from './command-lines.ts';
import type { QuickAction, QuickActionContext } from './quick-action.ts';

/** What the quick actions of one text mean. */
export interface QuickActionsOutcome {
  /** The text without the command lines (the text itself when it has none). */
  readonly text: string;
  /** The widgets' input of every command, merged in text order (a later command wins). */
  readonly input: WorkItemInput;
  /** GitLab's confirmation of each applied command ("Set time estimate to 3h."). */
  readonly messages: readonly string[];
  /** How many command lines were taken out. */
  readonly count: number;
}

/** The outcome with what GitLab's `QuickActionsStatus` and `commands_changes` report. */
export interface QuickActionsReading extends QuickActionsOutcome {
  /** GitLab's message of each command skipped for a bad argument ("Could not apply spend command."). */
  readonly errors: readonly string[];
  /** The name of each command line taken out (its action's first name), in text order. */
  readonly names: readonly string[];
  /** GitLab's `commands_changes` of the applied commands. */
  readonly changes: Readonly<Record<string, unknown>>;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** An input's keys (one level down too) in snake_case: `commands_changes` of an action without its own. */
function snakeInput(input: WorkItemInput): Record<string, unknown> {
  const snake = (value: unknown): unknown =>
    value && typeof value === 'object' && !(value instanceof Date)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCase(k), v]))
      : value;
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [snakeCase(k), snake(v)]));
}

/**
 * Finds the commands of `actions` (for the item's type) in `text` and asks each for its input.
 * A command no action offers stays in the text, as GitLab leaves unknown commands; a command
 * with a bad argument is taken out and skipped, its message in `errors`, and the others apply
 * (GitLab's `QuickActions::InterpretService`).
 */
export function readQuickActions(
  context: QuickActionContext,
  text: string,
  actions: readonly QuickAction[],
): QuickActionsReading {
  const byName = new Map<string, QuickAction>();
  for (const action of actions) {
    if (action.types && !action.types.includes(context.type)) continue;
    for (const name of action.names) byName.set(name.toLowerCase(), action);
  }
  const extracted = extractCommands(text, (name) => byName.has(name));
  const inputs: WorkItemInput[] = [];
  const messages: string[] = [];
  const errors: string[] = [];
  const changes: Record<string, unknown>[] = [];
  for (const { name, argument } of extracted.commands) {
    const action = byName.get(name)!;
    try {
      const input = action.input(argument, context);
      messages.push(action.explain(argument, context));
      inputs.push(input);
      changes.push(action.changes?.(argument, context) ?? snakeInput(input));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push(error.message);
    }
  }
  return {
    text: extracted.text,
    input: Object.assign({}, ...inputs) as WorkItemInput,
    messages,
    count: extracted.commands.length,
    errors,
    names: extracted.commands.map(({ name }) => byName.get(name)!.names[0]!),
    changes: Object.assign({}, ...changes) as Record<string, unknown>,
  };
}

/** `readQuickActions` for a caller that refuses a text with a bad command: the first one's refusal. */
export function runQuickActions(
  context: QuickActionContext,
  text: string,
  actions: readonly QuickAction[],
): QuickActionsOutcome {
  const {
    errors,
    names: _names,
    changes: _changes,
    ...outcome
  } = readQuickActions(context, text, actions);
  if (errors.length) throw new AppError(400, errors[0]!, undefined, true);
  return outcome;
}
