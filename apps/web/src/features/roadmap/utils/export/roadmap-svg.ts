// The image export: a standalone SVG document of the view, laid out with the same timeline
// geometry as the screen (header with the timeframe, one row per epic with its title and bar,
// progress, the today line). PNG and PDF are drawn from it.
import { readableTextColor } from '@cairn/colors';
import {
  BAR_TITLE_CHAR_WIDTH,
  BAR_TITLE_PADDING,
  EPIC_TITLE_COLUMN_WIDTH,
  ROW_HEIGHT,
  TIMELINE_CELL_WIDTH,
  barGeometry,
  datePosition,
  headerItemLabels,
  timeframeEnd,
  timeframeStart,
  type IsoDate,
  type PresetType,
  type TimeframeItem,
} from '@cairn/timeline';
import { MAX_INDENT_DEPTH } from '../epic-rows.ts';
import type { ExportEpic } from './export-epics.ts';

export interface RoadmapSvgInput {
  /** First line of the heading, e.g. 'Acme roadmap'. */
  readonly heading: string;
  /** Second line: the timeframe as text. */
  readonly rangeText: string;
  readonly cornerLabel: string;
  readonly timeframe: readonly TimeframeItem[];
  readonly preset: PresetType;
  readonly today: IsoDate;
  readonly epics: readonly ExportEpic[];
  readonly showProgress: boolean;
}

export interface RoadmapSvg {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

const HEADING_HEIGHT = 56;
const HEADER_HEIGHT = 32;
const INDENT = 16;
const TEXT_X = 16;
const BAR_HEIGHT = 24;
const TRACK_HEIGHT = 3;
/** Room kept right of a title in the first column for its percentage. */
const PERCENT_WIDTH = 48;
const DEFAULT_BAR_COLOR = '#1068bf';
const DEFAULT_BAR_TEXT = '#ffffff';
const TEXT = '#1f1e24';
const MUTED = '#626168';
const LINE = '#dcdcde';
const TODAY = '#1068bf';

// XML 1.0 forbids most control characters, even escaped.
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x9 || code === 0xa || code === 0xd;
  return code !== 0xfffe && code !== 0xffff;
}

export function escapeXml(text: string): string {
  return [...text]
    .filter(isXmlChar)
    .join('')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The text cut to the width, with an ellipsis when cut ('' when not even that fits). */
export function fitText(text: string, widthPx: number): string {
  const chars = Math.floor(widthPx / BAR_TITLE_CHAR_WIDTH);
  if (text.length <= chars) return text;
  return chars < 2 ? '' : `${text.slice(0, chars - 1)}…`;
}

function textElement(x: number, y: number, text: string, attributes = ''): string {
  return `<text x="${x}" y="${y}"${attributes ? ` ${attributes}` : ''}>${escapeXml(text)}</text>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}"/>`;
}

function todayOffset(input: RoadmapSvgInput): number | null {
  const { timeframe, preset, today } = input;
  if (today < timeframeStart(timeframe, preset) || today > timeframeEnd(timeframe, preset)) {
    return null;
  }
  const start = datePosition(timeframe, preset, today, 'start', TIMELINE_CELL_WIDTH);
  const end = datePosition(timeframe, preset, today, 'end', TIMELINE_CELL_WIDTH);
  return (start + end) / 2;
}

function epicRow(input: RoadmapSvgInput, epic: ExportEpic, top: number): string[] {
  const parts: string[] = [];
  const middle = top + ROW_HEIGHT / 2 + 4;
  const indent = TEXT_X + Math.min(epic.depth, MAX_INDENT_DEPTH) * INDENT;
  const percentText = input.showProgress ? `${epic.percentage ?? 0}%` : null;
  const titleRoom = EPIC_TITLE_COLUMN_WIDTH - indent - (percentText ? PERCENT_WIDTH : TEXT_X);
  parts.push(textElement(indent, middle, fitText(epic.title, titleRoom), `fill="${TEXT}"`));
  if (percentText) {
    parts.push(
      textElement(
        EPIC_TITLE_COLUMN_WIDTH - TEXT_X,
        middle,
        percentText,
        `fill="${MUTED}" text-anchor="end"`,
      ),
    );
  }
  const geometry = barGeometry({
    startDate: epic.startDate,
    endDate: epic.dueDate,
    items: input.timeframe,
    preset: input.preset,
    cellWidth: TIMELINE_CELL_WIDTH,
  });
  if (geometry.visible && geometry.width > 0) {
    const x = EPIC_TITLE_COLUMN_WIDTH + geometry.left;
    const y = top + (ROW_HEIGHT - BAR_HEIGHT) / 2;
    const fill = epic.color || DEFAULT_BAR_COLOR;
    const ink = readableTextColor(fill, epic.textColor || DEFAULT_BAR_TEXT);
    parts.push(
      `<rect x="${x}" y="${y}" width="${geometry.width}" height="${BAR_HEIGHT}" rx="4" fill="${escapeXml(fill)}"/>`,
    );
    const barText = fitText(epic.title, geometry.width - 2 * BAR_TITLE_PADDING);
    if (barText) {
      parts.push(textElement(x + BAR_TITLE_PADDING, middle, barText, `fill="${ink}"`));
    }
    if (input.showProgress && epic.percentage) {
      const done = (geometry.width * epic.percentage) / 100;
      parts.push(
        `<rect x="${x}" y="${y + BAR_HEIGHT - TRACK_HEIGHT}" width="${done}" height="${TRACK_HEIGHT}" fill="${ink}" fill-opacity="0.8"/>`,
      );
    }
  }
  parts.push(
    line(
      0,
      top + ROW_HEIGHT,
      EPIC_TITLE_COLUMN_WIDTH + input.timeframe.length * TIMELINE_CELL_WIDTH,
      top + ROW_HEIGHT,
      LINE,
    ),
  );
  return parts;
}

export function roadmapSvg(input: RoadmapSvgInput): RoadmapSvg {
  const cellsWidth = input.timeframe.length * TIMELINE_CELL_WIDTH;
  const width = EPIC_TITLE_COLUMN_WIDTH + cellsWidth;
  const rowsTop = HEADING_HEIGHT + HEADER_HEIGHT;
  const height = rowsTop + input.epics.length * ROW_HEIGHT;
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    textElement(TEXT_X, 24, input.heading, `fill="${TEXT}" font-size="16" font-weight="bold"`),
    textElement(TEXT_X, 44, input.rangeText, `fill="${MUTED}"`),
    line(0, HEADING_HEIGHT, width, HEADING_HEIGHT, LINE),
    textElement(
      TEXT_X,
      HEADING_HEIGHT + 21,
      input.cornerLabel,
      `fill="${TEXT}" font-weight="bold"`,
    ),
  ];
  headerItemLabels(input.timeframe, input.preset).forEach((label, index) => {
    const x = EPIC_TITLE_COLUMN_WIDTH + index * TIMELINE_CELL_WIDTH;
    parts.push(line(x, HEADING_HEIGHT, x, height, LINE));
    parts.push(textElement(x + 8, HEADING_HEIGHT + 21, label, `fill="${TEXT}"`));
  });
  parts.push(line(0, rowsTop, width, rowsTop, LINE));
  input.epics.forEach((epic, index) => {
    parts.push(...epicRow(input, epic, rowsTop + index * ROW_HEIGHT));
  });
  const today = todayOffset(input);
  if (today !== null) {
    const x = EPIC_TITLE_COLUMN_WIDTH + today;
    parts.push(
      `<line x1="${x}" y1="${HEADING_HEIGHT}" x2="${x}" y2="${height}" stroke="${TODAY}" stroke-width="2" stroke-opacity="0.7" data-today=""/>`,
    );
  }
  const svg = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="13">`,
    `<title>${escapeXml(`${input.heading}, ${input.rangeText}`)}</title>`,
    ...parts,
    '</svg>',
  ].join('\n');
  return { svg, width, height };
}
