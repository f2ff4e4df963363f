import { readableTextColor } from '@cairn/colors';
import { LabelBadge } from '#web/components/label-badge.tsx';
import {
  epicIidOrNull,
  epicReference,
  epicTokenDisplayValue,
  epicTokenTitle,
} from '#web/lib/epic-reference.ts';
import { emojiGlyph } from '../utils/emoji-glyphs.ts';
import type { TokenConfig } from '../utils/token-types.ts';
import {
  EMOJI_ANY,
  EMOJI_NONE,
  LABEL_NO_LABEL,
  TOKEN_TYPE_AUTHOR,
  TOKEN_TYPE_EPIC,
  TOKEN_TYPE_LABEL,
  TOKEN_TYPE_MILESTONE,
  TOKEN_TYPE_MY_REACTION,
} from '../utils/token-types.ts';
import { useEmojiSuggestions } from '../hooks/use-emoji-suggestions.ts';
import { useEpicTitle } from '../hooks/use-epic-title.ts';
import { useLabelSuggestions } from '../hooks/use-label-suggestions.ts';
import classes from './filtered-search.module.css';

/**
 * The text a token's data reads as: '@user', '~label', '%milestone', '&12::Epic title', an
 * option's title. Used for pills, recent searches and accessible names.
 */
export function tokenDataText(config: TokenConfig | undefined, data: string): string {
  const option = [...(config?.options ?? []), ...(config?.specialValues ?? [])].find(
    (candidate) => candidate.value === data,
  );
  if (option) return option.title;
  switch (config?.type) {
    case TOKEN_TYPE_AUTHOR:
      return `@${data}`;
    case TOKEN_TYPE_LABEL:
      return `~${data}`;
    case TOKEN_TYPE_MILESTONE:
      return `%${data}`;
    case TOKEN_TYPE_EPIC: {
      const title = epicTokenTitle(data);
      const iid = epicIidOrNull(data);
      if (title !== null && iid !== null) return epicTokenDisplayValue({ iid, title });
      return iid === null ? data : epicReference(iid);
    }
    default:
      return data;
  }
}

function EpicValue({ data, fullPath }: { data: string; fullPath: string }) {
  const hasTitle = epicTokenTitle(data) !== null;
  const iid = epicIidOrNull(data);
  const title = useEpicTitle(fullPath, hasTitle ? null : iid);
  if (hasTitle || iid === null)
    return <>{tokenDataText({ type: TOKEN_TYPE_EPIC } as TokenConfig, data)}</>;
  return <>{title === null ? epicReference(iid) : epicTokenDisplayValue({ iid, title })}</>;
}

function LabelValue({
  title,
  fullPath,
  scopedLabels,
}: {
  title: string;
  fullPath: string;
  scopedLabels: boolean;
}) {
  const labels = useLabelSuggestions(fullPath, '', true);
  const found = labels.items.find((label) => label.title === title);
  const color = found?.color ?? '#dcdcde';
  const textColor = readableTextColor(color, found?.textColor);
  if (scopedLabels) return <LabelBadge label={{ title, color, textColor }} />;
  return (
    <span className={classes.plainLabel} style={{ backgroundColor: color, color: textColor }}>
      {title}
    </span>
  );
}

function EmojiValue({ config, name }: { config: TokenConfig | undefined; name: string }) {
  const special = name === EMOJI_NONE || name === EMOJI_ANY;
  const emoji = useEmojiSuggestions('', !special);
  const glyph = emoji.items.find((item) => item.value === name)?.glyph ?? emojiGlyph(name);
  return (
    <>
      {glyph ? <span aria-hidden>{glyph}</span> : null}
      {tokenDataText(config, name)}
    </>
  );
}

/** The data segment of a pill, drawn per token type. */
export function TokenValue({
  config,
  data,
  fullPath,
  scopedLabels,
}: {
  config: TokenConfig | undefined;
  data: string;
  fullPath: string;
  scopedLabels: boolean;
}) {
  const type = config?.type;
  if (type === TOKEN_TYPE_LABEL && data !== LABEL_NO_LABEL) {
    return <LabelValue title={data} fullPath={fullPath} scopedLabels={scopedLabels} />;
  }
  if (type === TOKEN_TYPE_EPIC) return <EpicValue data={data} fullPath={fullPath} />;
  if (type === TOKEN_TYPE_MY_REACTION) return <EmojiValue config={config} name={data} />;
  return <>{tokenDataText(config, data)}</>;
}
