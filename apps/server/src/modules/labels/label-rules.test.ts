import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors.ts';
import { titleTaken, validateLabel } from './label-rules.ts';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      status: error.status,
      message: error.message,
      field: error.field,
      all: error.messages,
    };
  }
  throw new Error('expected a refusal');
}

describe('validateLabel', () => {
  it('returns the values to store: trimmed title, 3-digit colour expanded', () => {
    expect(validateLabel({ title: ' bug ', color: '#ABC' })).toEqual({
      title: 'bug',
      color: '#AABBCC',
      description: null,
    });
  });

  it('throws one 400 naming the first failure and listing every failure', () => {
    expect(refusal(() => validateLabel({ title: 'a,b', color: 'blurple' }))).toEqual({
      status: 400,
      message: 'Title is invalid',
      field: 'title',
      all: ['Title is invalid', 'Color must be a valid color code'],
    });
    expect(refusal(() => validateLabel({ title: 'ok', color: '#12345' }))).toEqual({
      status: 400,
      message: 'Color must be a valid color code',
      field: 'color',
      all: ['Color must be a valid color code'],
    });
  });

  it('answers a taken title with a 409 on the title', () => {
    expect(
      refusal(() => {
        throw titleTaken();
      }),
    ).toEqual({
      status: 409,
      message: 'Title has already been taken',
      field: 'title',
      all: ['Title has already been taken'],
    });
  });
});
