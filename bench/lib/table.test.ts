import { describe, expect, it } from 'vitest';
import { renderTable, rowCells, tally, type Row } from './table.ts';
import { roadmapRouteFiles } from './web-build.ts';

const rows: Row[] = [
  { area: 'API', scenario: 'first page · c1', cairn: '100/s', ratio: '1.2×', status: 'pass' },
  { area: 'Browser', scenario: 'a|b', cairn: 'x', budget: '≤ 300 ms', status: 'miss' },
  { area: 'Data', scenario: 'seed', cairn: '1 row' },
];

describe('renderTable', () => {
  it('renders an aligned Markdown table with a header and one line per row', () => {
    const lines = renderTable(rows).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^\| Area +\| Scenario +\| Cairn +\| Limit \/ peer \| Ratio \| Budget +\| Result +\|$/,
    );
    expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[3]).toContain('**miss**');
  });
  it('escapes pipes and leaves empty cells for what a row lacks', () => {
    expect(rowCells(rows[1]!)[1]).toBe('a\\|b');
    expect(rowCells(rows[2]!).slice(3)).toEqual(['', '', '', '']);
  });
  it('tallies statuses', () => {
    expect(tally(rows)).toEqual({ pass: 1, miss: 1, 'n/a': 0 });
  });
});

describe('roadmapRouteFiles', () => {
  it('takes the app entry closure and lazy chunks under roadmap/, JS only, not other pages', () => {
    const files = roadmapRouteFiles({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js'],
        css: [],
      } as never,
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/features/roadmap/index.ts': {
        file: 'assets/roadmap.js',
        src: 'src/features/roadmap/index.ts',
        isDynamicEntry: true,
        imports: ['_vendor.js', '_dates.js'],
      },
      '_dates.js': { file: 'assets/dates.js' },
      'graphql-explorer.html': {
        file: 'assets/graphql-explorer.js',
        isEntry: true,
        imports: ['_graphiql.js'],
      },
      '_graphiql.js': { file: 'assets/graphiql.js' },
      'src/features/epic/index.ts': {
        file: 'assets/epic.js',
        src: 'src/features/epic/index.ts',
        isDynamicEntry: true,
      },
    });
    expect(files).toEqual([
      'assets/dates.js',
      'assets/index.js',
      'assets/roadmap.js',
      'assets/vendor.js',
    ]);
  });
});
