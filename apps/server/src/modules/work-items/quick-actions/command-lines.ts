/**
 * GitLab's quick-action lines (`QuickActions::Extractor`): a line that is exactly `/command` or
 * `/command argument`, outside fenced code blocks (```, ~~~) and `>>>` quote blocks. Only the
 * commands `known` accepts are taken out of the text; any other line stays as it was written.
 */

export interface CommandLine {
  /** The command as written, lower-cased, without the slash. */
  readonly name: string;
  readonly argument: string;
}

const COMMAND = /^\/([a-z0-9_]+)(?:[ \t]+(.*?))?[ \t]*$/i;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,}|>>>)/;

/** The text without its command lines (and the blank lines they leave at its ends). */
/** Whether any line of `text` could be a command (a cheap test before the rights are read). */
export const mayHaveCommands = (text: string) =>
  text.split(/\r?\n/).some((line) => COMMAND.test(line));

export function extractCommands(
  text: string,
  known: (name: string) => boolean,
): { text: string; commands: CommandLine[] } {
  const commands: CommandLine[] = [];
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const opening = FENCE.exec(line)?.[1];
    if (fence === null && opening) fence = opening.startsWith('>') ? '>>>' : opening;
    else if (fence !== null && opening?.startsWith(fence[0]!) && opening.length >= fence.length) {
      fence = null;
    } else if (fence === null) {
      const match = COMMAND.exec(line);
      const name = match?.[1]?.toLowerCase();
      if (name && known(name)) {
        commands.push({ name, argument: match![2] ?? '' });
        continue;
      }
    }
    kept.push(line);
  }
  const cleaned = kept
    .join('\n')
    .replace(/^(?:[ \t]*\n)+/, '')
    .replace(/(?:\n[ \t]*)+$/, '');
  return { text: commands.length ? cleaned : text, commands };
}
