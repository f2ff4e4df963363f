import { AppError } from '#server/lib/errors.ts';
import { hasControlCharacters } from '#server/lib/text.ts';
import { DEFAULT_LABEL_COLOR, normalizeColor } from './label-colors.ts';
import { LABEL_DESCRIPTION_MAX, LABEL_TITLE_MAX } from './labels.schema.ts';

export interface LabelFields {
  title: string;
  color?: string | null | undefined;
  description?: string | null | undefined;
  /** Project labels only (GitLab keeps no priority for a group label of its own). */
  priority?: number | null | undefined;
}

interface LabelProblem {
  field: 'title' | 'color' | 'description';
  message: string;
}

/**
 * A title another label of the namespace has: a refusal (GraphQL answers it in the payload's
 * `errors`, REST GitLab's 409).
 */
export const titleTaken = () => new AppError(409, 'Title has already been taken', 'title', true);

/**
 * GitLab's label rules, with its messages. Returns the values to store, or throws a 400 whose
 * message is the first failure and whose `messages` list them all.
 */
export function validateLabel(input: LabelFields): {
  title: string;
  color: string;
  description: string | null;
} {
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
  if (!color || problems.length) throw invalid(problems);
  return { title, color, description };
}

/**
 * A 400 refusal for the first failure that lists them all in `messages` (GraphQL answers each
 * one in the payload's `errors`).
 */
function invalid(problems: readonly LabelProblem[]): AppError {
  const error = new AppError(
    400,
    problems[0]?.message ?? 'Label is invalid',
    problems[0]?.field,
    true,
  );
  error.messages = problems.map((p) => p.message);
  return error;
}
