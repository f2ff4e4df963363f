import { ActionIcon, Group, Tooltip } from '@mantine/core';
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

const ACTIONS: readonly ToolbarAction[] = [
  { kind: 'bold', label: 'Add bold text', shortcut: 'B', glyph: <b>B</b> },
  { kind: 'italic', label: 'Add italic text', shortcut: 'I', glyph: <i>I</i> },
  { kind: 'code', label: 'Insert code', glyph: <code>{'</>'}</code> },
  { kind: 'link', label: 'Add a link', shortcut: 'K', glyph: <span>🔗</span> },
  { kind: 'bulletList', label: 'Add a bullet list', glyph: <span>•≡</span> },
  { kind: 'numberedList', label: 'Add a numbered list', glyph: <span>1≡</span> },
  { kind: 'taskList', label: 'Add a checklist', glyph: <span>☑</span> },
  { kind: 'quote', label: 'Insert a quote', glyph: <span>❝</span> },
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
