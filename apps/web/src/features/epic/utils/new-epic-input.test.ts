import { describe, expect, it } from 'vitest';
import { colorError, emptyNewEpicDraft, newEpicInput } from './new-epic-input.ts';

describe('newEpicInput', () => {
  it('sends the trimmed title, the default colour and no optional fields when empty', () => {
    expect(newEpicInput('acme', { ...emptyNewEpicDraft, title: '  Launch  ' })).toEqual({
      groupPath: 'acme',
      title: 'Launch',
      description: '',
      confidential: false,
      color: '#1068bf',
    });
  });

  it('sends fixed dates, labels and the parent when set', () => {
    const input = newEpicInput('acme/platform', {
      ...emptyNewEpicDraft,
      title: 'Q3',
      confidential: true,
      labels: ['gid://cairn/Label/1'],
      startDate: '2026-07-01',
      dueDate: '2026-09-30',
      color: ' #aa00cc ',
      parentId: 'gid://cairn/Epic/3',
    });
    expect(input).toEqual({
      groupPath: 'acme/platform',
      title: 'Q3',
      description: '',
      confidential: true,
      color: '#aa00cc',
      addLabelIds: ['gid://cairn/Label/1'],
      startDateFixed: '2026-07-01',
      startDateIsFixed: true,
      dueDateFixed: '2026-09-30',
      dueDateIsFixed: true,
      parentId: 'gid://cairn/Epic/3',
    });
  });
});

describe('colorError', () => {
  it('accepts #RRGGBB with spaces around and refuses anything else', () => {
    expect(colorError(' #1068bf ')).toBeNull();
    expect(colorError('blue')).toBe('Enter a colour as #RRGGBB.');
    expect(colorError('#12345')).toBe('Enter a colour as #RRGGBB.');
  });
});
