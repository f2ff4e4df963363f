import { describe, expect, it } from 'vitest';
import { isMilestoneExpired, sortMilestoneSuggestions } from './milestone-order.ts';

const today = '2026-11-21';
const milestone = (title: string, dueDate: string) => ({ title, dueDate });

describe('milestone suggestion order', () => {
  it('sorts by due date ascending, undated after dated, expired last', () => {
    // The server's order: due date descending, undated last.
    const server = [
      milestone('v3', '2027-03-01'),
      milestone('v2', '2026-12-15'),
      milestone('today', '2026-11-21'),
      milestone('old', '2026-11-20'),
      milestone('older', '2026-01-10'),
      milestone('someday', ''),
    ];
    expect(sortMilestoneSuggestions(server, today).map((m) => m.title)).toEqual([
      'today',
      'v2',
      'v3',
      'someday',
      'older',
      'old',
    ]);
  });

  it('keeps the given order for equal due dates and does not mutate its input', () => {
    const input = [milestone('b', '2026-12-01'), milestone('a', '2026-12-01'), milestone('x', '')];
    const copy = [...input];
    expect(sortMilestoneSuggestions(input, today).map((m) => m.title)).toEqual(['b', 'a', 'x']);
    expect(input).toEqual(copy);
  });

  it('calls a milestone expired only when its due date is before today', () => {
    expect(isMilestoneExpired(milestone('a', '2026-11-20'), today)).toBe(true);
    expect(isMilestoneExpired(milestone('a', '2026-11-21'), today)).toBe(false);
    expect(isMilestoneExpired(milestone('a', ''), today)).toBe(false);
  });
});
