import { describe, expect, it } from 'vitest';
import { testEpic } from '../test-epics.ts';
import { exportEpics } from './export-epics.ts';
import { CSV_COLUMNS, csvCell, roadmapCsv } from './roadmap-csv.ts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('disarms cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x", "y")')).toBe(`"'=HYPERLINK(""x"", ""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('roadmapCsv', () => {
  it('writes a header and one row per epic, with CRLF line ends', () => {
    const parent = testEpic(1, {
      title: 'Platform, v2',
      labels: {
        nodes: [
          { id: 'l1', title: 'backend', description: null, color: '#fff', textColor: '#000' },
          { id: 'l2', title: 'ux', description: null, color: '#fff', textColor: '#000' },
        ],
      },
      descendantCounts: { openedEpics: 0, closedEpics: 0, openedIssues: 1, closedIssues: 3 },
    });
    const child = testEpic(2, {
      title: '=cmd()',
      state: 'closed',
      startDate: null,
      parent: { id: parent.id, startDate: null, dueDate: null, reference: 'acme&1' },
    });
    const rows = [
      { key: '1', epic: parent, depth: 0, isChildEpic: false },
      { key: '1 > 2', epic: child, depth: 1, isChildEpic: true },
    ];
    const csv = roadmapCsv(exportEpics(rows, 'COUNT'));
    expect(csv.split('\r\n')).toEqual([
      CSV_COLUMNS.join(','),
      '"Platform, v2",acme&1,http://x/groups/acme/-/epics/1,2026-10-01,2026-12-01,opened,75,"backend, ux",',
      "'=cmd(),acme&2,http://x/groups/acme/-/epics/2,,2026-12-01,closed,,,acme&1",
      '',
    ]);
  });

  it('writes only the header when the view has no epics', () => {
    expect(roadmapCsv([])).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});
