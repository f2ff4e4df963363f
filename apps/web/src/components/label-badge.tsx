import { Group } from '@mantine/core';
import { readableTextColor } from '@cairn/colors';
import { splitLabelTitle } from '../lib/labels.ts';
import classes from './label-badge.module.css';

export interface LabelLike {
  title: string;
  color: string;
  textColor?: string | null;
  description?: string | null;
}

/**
 * A label pill. Scoped labels (`key::value`) render in two parts like GitLab: the scope on the
 * label colour, the value on a white background framed by that colour.
 */
export function LabelBadge({ label }: { label: LabelLike }) {
  const parts = splitLabelTitle(label.title);
  const color = label.color;
  // The API's text colour is kept only when it is readable on the label colour (WCAG AA).
  const text = readableTextColor(color, label.textColor);
  if (!parts.scoped) {
    return (
      <span
        className={classes.label}
        style={{ backgroundColor: color, color: text, borderColor: color }}
        title={label.description ?? undefined}
        data-testid="label"
      >
        {label.title}
      </span>
    );
  }
  return (
    <span
      className={`${classes.label} ${classes.scoped}`}
      style={{ borderColor: color }}
      title={label.description ?? undefined}
      aria-label={label.title}
      data-testid="label"
    >
      <span className={classes.scope} style={{ backgroundColor: color, color: text }}>
        {parts.scope}
      </span>
      <span className={classes.value}>{parts.value}</span>
    </span>
  );
}

export function LabelList({ labels }: { labels: readonly (LabelLike | null)[] }) {
  const present = labels.filter((l): l is LabelLike => l !== null);
  if (present.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" component="ul" className={classes.list} aria-label="Labels">
      {present.map((label) => (
        <li key={label.title}>
          <LabelBadge label={label} />
        </li>
      ))}
    </Group>
  );
}
