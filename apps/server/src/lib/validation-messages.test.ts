import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { argumentProblem, gitlabPhrase } from './validation-messages.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a problem');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('expected an issue');
  return issue;
};

describe("GitLab's validation phrases", () => {
  it.each([
    ["can't be blank", z.string().trim().min(1), '   '],
    ["can't be blank", z.string().min(1), ''],
    ['is too short (minimum is 3 characters)', z.string().min(3), 'ab'],
    ['is too long (maximum is 255 characters)', z.string().max(255), 'x'.repeat(300)],
    [
      'is too long (maximum is 255 characters)',
      z.string().max(255, 'custom words'),
      'x'.repeat(300),
    ],
    ['must be greater than or equal to 0', z.number().int().min(0), -1],
    ['must be greater than 0', z.number().gt(0), 0],
    ['must be less than or equal to 100', z.number().max(100), 101],
    ['must be less than 100', z.number().lt(100), 100],
    ['is invalid', z.number(), 'x'],
    ['is invalid', z.string().regex(/^#[0-9a-f]{6}$/), 'red'],
    ['is invalid', z.enum(['opened', 'closed']), 'gone'],
    ['is invalid', z.array(z.string()).max(1), ['a', 'b']],
  ] as const)('%s (%#)', (phrase, schema, value) => {
    expect(gitlabPhrase(firstIssue(schema, value))).toBe(phrase);
  });

  it("keeps the schema's message for GraphQL where GitLab has no phrase", () => {
    const date = z.string().refine(() => false, 'must be a date in YYYY-MM-DD format');
    expect(argumentProblem(firstIssue(date, 'x'))).toBe('must be a date in YYYY-MM-DD format');
    expect(argumentProblem(firstIssue(z.number(), 'x'))).toBe(
      'Invalid input: expected number, received string',
    );
    expect(argumentProblem(firstIssue(z.string().max(2), 'abc'))).toBe(
      'is too long (maximum is 2 characters)',
    );
  });
});
