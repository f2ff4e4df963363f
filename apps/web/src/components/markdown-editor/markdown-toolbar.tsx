import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconCode,
  IconItalic,
  IconLink,
  IconList,
  IconListCheck,
  IconListNumbers,
  IconQuote,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FormatKind } from './formatting.ts';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const modKey = () => (isMac() ? '⌘' : 'Ctrl+');

interface ToolbarAction {
  kind: FormatKind;
  label: string;
  shortcut?: string;
  glyph: ReactNode;
}

// Icons, not text glyphs: a glyph such as '1≡' is visible text the accessible name must contain
// (axe label-content-name-mismatch) and is held to text contrast.
const icon = { size: 16, 'aria-hidden': true } as const;
const ACTIONS: readonly ToolbarAction[] = [
  { kind: 'bold', label: 'Add bold text', shortcut: 'B', glyph: <IconBold {...icon} /> },
  { kind: 'italic', label: 'Add italic text', shortcut: 'I', glyph: <IconItalic {...icon} /> },
  { kind: 'code', label: 'Insert code', glyph: <IconCode {...icon} /> },
  { kind: 'link', label: 'Add a link', shortcut: 'K', glyph: <IconLink {...icon} /> },
  { kind: 'bulletList', label: 'Add a bullet list', glyph: <IconList {...icon} /> },
  { kind: 'numberedList', label: 'Add a numbered list', glyph: <IconListNumbers {...icon} /> },
  { kind: 'taskList', label: 'Add a checklist', glyph: <IconListCheck {...icon} /> },
  { kind: 'quote', label: 'Insert a quote', glyph: <IconQuote {...icon} /> },
];

/** GitLab's formatting buttons; names say what they do, with the shortcut where there is one. */
export function MarkdownToolbar({
  disabled,
  onFormat,
  attach,
}: {
  disabled?: boolean;
  onFormat: (kind: FormatKind) => void;
  /** The attach button, when the editor may upload. */
  attach?: ReactNode;
}) {
  return (
    <Group gap={2} role="toolbar" aria-label="Formatting">
      {ACTIONS.map((action) => {
        const name = action.shortcut
          ? `${action.label} (${modKey()}${action.shortcut})`
          : action.label;
        return (
          <Tooltip key={action.kind} label={name} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              aria-label={name}
              disabled={disabled}
              // Keep the textarea's selection: the button must not take focus on mouse down.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onFormat(action.kind)}
            >
              {action.glyph}
            </ActionIcon>
          </Tooltip>
        );
      })}
      {attach}
    </Group>
  );
}
