import { describe, expect, it } from 'vitest';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { timeTrackingQuickActions } from '../widgets/time-tracking/time-tracking.quick-actions.ts';
import { extractCommands } from './command-lines.ts';
import { runQuickActions } from './engine.ts';
import type { QuickAction } from './quick-action.ts';

// The engine reads only the item's type; the actions under test ignore the rest of the row.
const issue = { id: 1, type: 'issue' } as WorkItemRow;
const epic = { id: 2, type: 'epic' } as WorkItemRow;
const H = 3600;

describe('extractCommands', () => {
  const known = (name: string) => ['estimate', 'spend'].includes(name);

  it('takes out lines that are exactly a known command, keeping the rest of the text', () => {
    expect(extractCommands('Worked on it\n/spend 1h\nmore text\n/estimate 2d', known)).toEqual({
      text: 'Worked on it\nmore text',
      commands: [
        { name: 'spend', argument: '1h' },
        { name: 'estimate', argument: '2d' },
      ],
    });
  });

  it('leaves unknown commands, commands inside a line and commands in code blocks', () => {
    const text = [
      '/unknown thing',
      'see /spend 1h here',
      '```',
      '/spend 1h',
      '```',
      '~~~sh',
      '/estimate 1h',
      '~~~',
      '>>>',
      '/spend 2h',
      '>>>',
      ' /spend 3h',
    ].join('\n');
    expect(extractCommands(text, known)).toEqual({ text, commands: [] });
  });

  it('reads a command case-insensitively and trims the blank lines it leaves at the ends', () => {
    expect(extractCommands('/SPEND 1h\n\nBody\n\n/estimate  3h  ', known)).toEqual({
      text: 'Body',
      commands: [
        { name: 'spend', argument: '1h' },
        { name: 'estimate', argument: '3h' },
      ],
    });
  });

  it('gives an empty text for a text made only of commands', () => {
    expect(extractCommands('/spend 1h\r\n/estimate 2h', known).text).toBe('');
  });
});

describe('runQuickActions', () => {
  it("merges the commands' input in text order and answers GitLab's messages", () => {
    const outcome = runQuickActions(
      issue,
      'Done\n/estimate 1w 3d 2h\n/spend 1h 2026-11-20\n/spend -30m\n/remove_time_spent',
      timeTrackingQuickActions,
    );
    expect(outcome).toEqual({
      text: 'Done',
      input: { timeEstimate: (5 * 8 + 3 * 8 + 2) * H, timeSpent: 'reset' },
      messages: [
        'Set time estimate to 1w 3d 2h.',
        'Added 1h spent time.',
        'Subtracted 30m spent time.',
        'Removed spent time.',
      ],
      count: 4,
    });
  });

  it('reads /spend with a date and /remove_estimate', () => {
    const outcome = runQuickActions(issue, '/spend 1h 30m 2026-11-20\n/remove_estimate', [
      ...timeTrackingQuickActions,
    ]);
    expect(outcome.input).toEqual({
      timeSpent: { seconds: 1.5 * H, spentAt: new Date('2026-11-20T12:00:00.000Z') },
      timeEstimate: null,
    });
    expect(outcome.messages).toEqual(['Added 1h 30m spent time.', 'Removed time estimate.']);
  });

  it('refuses a command with a bad argument', () => {
    expect(() => runQuickActions(issue, '/estimate soon', timeTrackingQuickActions)).toThrow(
      'Could not apply estimate command.',
    );
    expect(() => runQuickActions(issue, '/spend', timeTrackingQuickActions)).toThrow(
      'Could not apply spend command.',
    );
  });

  it('skips actions of other item types, leaving their lines in the text', () => {
    const issueOnly: QuickAction = {
      names: ['only_issues'],
      types: ['issue'],
      input: () => ({ weight: 1 }),
      explain: () => 'Set weight.',
    };
    expect(runQuickActions(epic, '/only_issues', [issueOnly])).toEqual({
      text: '/only_issues',
      input: {},
      messages: [],
      count: 0,
    });
    expect(runQuickActions(issue, '/only_issues', [issueOnly]).input).toEqual({ weight: 1 });
  });
});
