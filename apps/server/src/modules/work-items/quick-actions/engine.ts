import type { WorkItemInput } from '../core/input.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { extractCommands } from './command-lines.ts';
import type { QuickAction } from './quick-action.ts';

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

/**
 * Finds the commands of `actions` (for the item's type) in `text` and asks each for its input.
 * A command no action offers stays in the text, as GitLab leaves unknown commands.
 */
export function runQuickActions(
  item: WorkItemRow,
  text: string,
  actions: readonly QuickAction[],
): QuickActionsOutcome {
  const byName = new Map<string, QuickAction>();
  for (const action of actions) {
    if (action.types && !action.types.includes(item.type)) continue;
    for (const name of action.names) byName.set(name.toLowerCase(), action);
  }
  const extracted = extractCommands(text, (name) => byName.has(name));
  const inputs: WorkItemInput[] = [];
  const messages: string[] = [];
  for (const { name, argument } of extracted.commands) {
    const action = byName.get(name)!;
    inputs.push(action.input(argument, item));
    messages.push(action.explain(argument, item));
  }
  return {
    text: extracted.text,
    input: Object.assign({}, ...inputs) as WorkItemInput,
    messages,
    count: extracted.commands.length,
  };
}
