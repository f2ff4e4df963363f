import type { z } from 'zod';

/**
 * GitLab's (Rails') phrase for one zod problem, without the field name:
 * - strings: `can't be blank` (empty or only spaces), `is too short (minimum is 3 characters)`,
 *   `is too long (maximum is 255 characters)`;
 * - numbers: `must be greater than or equal to 0`, `must be less than 100`;
 * - anything else (types, formats, choices, lists): `is invalid`.
 */
export function gitlabPhrase(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'string') {
    const min = Number(issue.minimum) + (issue.inclusive ? 0 : 1);
    return min <= 1 ? "can't be blank" : `is too short (minimum is ${min} characters)`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const max = Number(issue.maximum) - (issue.inclusive ? 0 : 1);
    return `is too long (maximum is ${max} characters)`;
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return `must be greater than ${issue.inclusive ? 'or equal to ' : ''}${issue.minimum}`;
  }
  if (issue.code === 'too_big' && issue.origin === 'number') {
    return `must be less than ${issue.inclusive ? 'or equal to ' : ''}${issue.maximum}`;
  }
  return 'is invalid';
}

/** A length or blank problem of a string: the phrases GitLab's REST API answers with too. */
export const isStringLengthIssue = (issue: z.core.$ZodIssue) =>
  (issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'string';

/**
 * The reason a GraphQL argument is refused: GitLab's phrase for lengths, blanks and numbers;
 * otherwise the schema's message, which says what was expected (`must be a date in YYYY-MM-DD
 * format`, `Invalid input: expected number, received string`) where a bare "is invalid" after
 * "Argument 'x' is invalid:" would say nothing.
 */
export function argumentProblem(issue: z.core.$ZodIssue): string {
  const phrase = gitlabPhrase(issue);
  return phrase === 'is invalid' ? issue.message : phrase;
}
