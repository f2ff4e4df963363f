/** GitLab's title limit; the rest of a longer line goes to the task's description. */
export const TASK_TITLE_LIMIT = 255;
export const UNTITLED = 'Untitled';

// A list item's marker (inside block quotes too) and optional checkbox, then its text.
const ITEM_LINE = /^(\s*(?:>\s*)*(?:[-+*]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?)(.*)$/;
const CODE_ONLY = /^(`+)[^`]+\1$/;
const IMAGE_ONLY = /^!\[[^\]]*\]\([^)]*\)$/;

export interface TaskFromLine {
  /** The marker and checkbox the line keeps, followed by the new task's reference. */
  prefix: string;
  title: string;
  description: string | null;
}

/**
 * The task a task-list line becomes (convert-task.integration-test.ts): its text is the title, cut at 255 characters with
 * the rest in the description; a line of only code or only an image has the title 'Untitled' and
 * keeps its text in the description. Null when the line is not a list item with text.
 */
export function taskFromLine(line: string): TaskFromLine | null {
  const match = ITEM_LINE.exec(line);
  const text = match?.[2]?.trim();
  if (!match || !text) return null;
  const prefix = match[1]!;
  if (CODE_ONLY.test(text) || IMAGE_ONLY.test(text)) {
    return { prefix, title: UNTITLED, description: text };
  }
  const chars = [...text];
  if (chars.length <= TASK_TITLE_LIMIT) return { prefix, title: text, description: null };
  return {
    prefix,
    title: chars.slice(0, TASK_TITLE_LIMIT).join(''),
    description: chars.slice(TASK_TITLE_LIMIT).join(''),
  };
}
