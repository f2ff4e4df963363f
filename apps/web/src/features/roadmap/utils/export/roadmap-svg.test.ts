import { getTimeframe } from '@cairn/timeline';
import { describe, expect, it } from 'vitest';
import { testEpic } from '../test-epics.ts';
import { exportEpics } from './export-epics.ts';
import { exportFileName } from './export-file-name.ts';
import { rasterScale } from './raster.ts';
import { pdfPageSize } from './roadmap-pdf.ts';
import { escapeXml, fitText, roadmapSvg, type RoadmapSvgInput } from './roadmap-svg.ts';

const timeframe = getTimeframe({
  rangeType: 'CURRENT_QUARTER',
  presetType: 'MONTHS',
  today: new Date(2026, 10, 21),
  firstDayOfWeek: 0,
});

function input(overrides: Partial<RoadmapSvgInput> = {}): RoadmapSvgInput {
  const rows = [
    testEpic(1, { title: 'Launch <beta> & "more"', color: '#ff0000' }),
    testEpic(2, { title: 'Outside', startDate: '2020-01-01', dueDate: '2020-02-01' }),
  ].map((epic, index) => ({ key: String(index), epic, depth: index, isChildEpic: index > 0 }));
  return {
    heading: 'Acme roadmap',
    rangeText: 'Oct 1, 2026 – Dec 31, 2026',
    cornerLabel: 'Epics',
    timeframe,
    preset: 'MONTHS',
    today: '2026-11-21',
    epics: exportEpics(rows, 'COUNT'),
    showProgress: true,
    ...overrides,
  };
}

function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

describe('roadmapSvg', () => {
  it('is a well-formed SVG document sized to the timeframe and the rows', () => {
    const { svg, width, height } = roadmapSvg(input());
    expect(width).toBe(320 + 3 * 180);
    expect(height).toBe(56 + 32 + 2 * 40);
    const root = parse(svg).documentElement;
    expect(root.localName).toBe('svg');
    expect(root.getAttribute('width')).toBe(String(width));
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
  });

  it('writes the heading, the header cells and every epic title, escaped', () => {
    const document = parse(roadmapSvg(input()).svg);
    const texts = [...document.querySelectorAll('text')].map((node) => node.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Acme roadmap',
        'Oct 1, 2026 – Dec 31, 2026',
        'Epics',
        '2026 Oct',
        'Nov',
        'Dec',
        'Launch <beta> & "more"',
        'Outside',
      ]),
    );
    expect(document.querySelector('title')?.textContent).toContain('Acme roadmap');
  });

  it('draws a bar at the epic dates, none outside the timeframe, and the today line', () => {
    const document = parse(roadmapSvg(input()).svg);
    const bars = [...document.querySelectorAll('rect[rx]')];
    expect(bars).toHaveLength(1);
    // Oct 1 to Dec 1 (end of day): two months plus one day of December's 31.
    expect(bars[0]?.getAttribute('x')).toBe('320');
    expect(Number(bars[0]?.getAttribute('width'))).toBeCloseTo(360 + 180 / 31);
    expect(bars[0]?.getAttribute('fill')).toBe('#ff0000');
    const today = document.querySelector('line[data-today]');
    expect(Number(today?.getAttribute('x1'))).toBeCloseTo(320 + 180 + (180 * 20.5) / 30);
  });

  it('shows each percentage only when progress is on', () => {
    const count = (svg: string) =>
      [...parse(svg).querySelectorAll('text')].filter((node) => node.textContent === '0%').length;
    expect(count(roadmapSvg(input()).svg)).toBe(2);
    expect(count(roadmapSvg(input({ showProgress: false })).svg)).toBe(0);
  });

  it('leaves out the today line when today is outside the timeframe', () => {
    const document = parse(roadmapSvg(input({ today: '2027-06-01' })).svg);
    expect(document.querySelector('line[data-today]')).toBeNull();
  });
});

describe('text helpers', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href='x'>&\u0001</a>`)).toBe(
      '&lt;a href=&apos;x&apos;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('cuts text to the width with an ellipsis', () => {
    expect(fitText('short', 200)).toBe('short');
    expect(fitText('a rather long epic title', 70)).toMatch(/…$/);
    expect(fitText('a rather long epic title', 10)).toBe('');
  });
});

describe('export sizes and names', () => {
  it('names files after the group and the day', () => {
    expect(exportFileName('acme/platform', '2026-11-21', 'csv')).toBe(
      'acme-platform-roadmap-2026-11-21.csv',
    );
  });

  it('draws at twice the size unless the canvas limits ask for less', () => {
    expect(rasterScale(1000, 500)).toBe(2);
    expect(1000 * rasterScale(1000, 100_000)).toBeLessThanOrEqual(32_000 / 100);
    expect(rasterScale(1000, 100_000) * 100_000).toBeLessThanOrEqual(32_000);
  });

  it('keeps PDF pages within 200 inches', () => {
    expect(pdfPageSize(800, 400)).toEqual({ width: 600, height: 300 });
    expect(pdfPageSize(1000, 40_000).height).toBe(14_400);
  });
});
