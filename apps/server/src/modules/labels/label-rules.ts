import { hasControlCharacters } from '../../lib/text.ts';
import { DEFAULT_LABEL_COLOR, normalizeColor } from './label-colors.ts';
import { LABEL_DESCRIPTION_MAX, LABEL_TITLE_MAX } from './labels.schema.ts';

export interface LabelFields {
  title: string;
  color?: string | null | undefined;
  description?: string | null | undefined;
}

export interface LabelProblem {
  field: 'title' | 'color' | 'description';
  message: string;
  /** The title clashes with an existing label (REST answers 409). */
  taken?: boolean;
}

/** GitLab's label rules, with its messages. Returns the values to store, or the problems. */
export function validateLabel(
  input: LabelFields,
): { title: string; color: string; description: string | null } | { problems: LabelProblem[] } {
  const problems: LabelProblem[] = [];
  const title = input.title.trim();
  if (!title) problems.push({ field: 'title', message: "Title can't be blank" });
  else if (title.length > LABEL_TITLE_MAX) {
    problems.push({
      field: 'title',
      message: `Title is too long (maximum is ${LABEL_TITLE_MAX} characters)`,
    });
  } else if (title.includes(',') || hasControlCharacters(title)) {
    problems.push({ field: 'title', message: 'Title is invalid' });
  }
  const color = normalizeColor(input.color ?? DEFAULT_LABEL_COLOR);
  if (!color) problems.push({ field: 'color', message: 'Color must be a valid color code' });
  const description = input.description ?? null;
  if (description !== null && description.length > LABEL_DESCRIPTION_MAX) {
    problems.push({
      field: 'description',
      message: `Description is too long (maximum is ${LABEL_DESCRIPTION_MAX} characters)`,
    });
  }
  if (problems.length || !color) return { problems };
  return { title, color, description };
}
