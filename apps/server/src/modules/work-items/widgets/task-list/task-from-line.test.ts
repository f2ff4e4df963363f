import { describe, expect, it } from 'vitest';
import { TASK_TITLE_LIMIT, taskFromLine } from './task-from-line.ts';

describe('taskFromLine', () => {
  it('takes the text after the marker and checkbox as the title', () => {
    expect(taskFromLine('- [ ] Write the docs ')).toEqual({
      prefix: '- [ ] ',
      title: 'Write the docs',
      description: null,
    });
    expect(taskFromLine('  1. [x] Nested *ordered*')).toEqual({
      prefix: '  1. [x] ',
      title: 'Nested *ordered*',
      description: null,
    });
    expect(taskFromLine('> * Quoted')).toMatchObject({ prefix: '> * ', title: 'Quoted' });
  });

  it('cuts titles over 255 characters and puts the rest in the description', () => {
    const long = 'a'.repeat(TASK_TITLE_LIMIT) + 'tail end';
    expect(taskFromLine(`- [ ] ${long}`)).toEqual({
      prefix: '- [ ] ',
      title: 'a'.repeat(TASK_TITLE_LIMIT),
      description: 'tail end',
    });
    expect(taskFromLine(`- [ ] ${'b'.repeat(TASK_TITLE_LIMIT)}`)?.description).toBeNull();
  });

  it("titles code-only and image-only lines 'Untitled', keeping the text", () => {
    expect(taskFromLine('- [ ] `npm run build`')).toEqual({
      prefix: '- [ ] ',
      title: 'Untitled',
      description: '`npm run build`',
    });
    expect(taskFromLine('- [ ] ![diagram](/uploads/d.png)')).toMatchObject({
      title: 'Untitled',
      description: '![diagram](/uploads/d.png)',
    });
    expect(taskFromLine('- [ ] `code` and words')?.title).toBe('`code` and words');
  });

  it('is null for a line that is no list item or has no text', () => {
    expect(taskFromLine('Just a paragraph')).toBeNull();
    expect(taskFromLine('- [ ] ')).toBeNull();
    expect(taskFromLine('-no space')).toBeNull();
  });
});
