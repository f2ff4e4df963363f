import { ActionIcon, Stack, Tabs, Text, Textarea, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { optionId, SuggestionList } from './autocomplete/suggestion-list.tsx';
import { useAutocomplete } from './autocomplete/use-autocomplete.ts';
import { applyFormat, insertText, type FormatKind, type TextEdit } from './formatting.ts';
import { MarkdownPreview } from './markdown-preview.tsx';
import { MarkdownToolbar } from './markdown-toolbar.tsx';
import { useAttachments } from './use-attachments.ts';
import { useCsrfToken } from './use-csrf-token.ts';

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter (the form's save or comment action). */
  onSubmit?: () => void;
  /** The text area's label (its accessible name). */
  label: string;
  /** Show the label only to assistive technology (comment boxes). */
  hideLabel?: boolean;
  /** Suggestions, preview references and attachments come from this project... */
  projectPath?: string;
  /** ...or, without a project (epics), from this group (no attachments then). */
  groupPath?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  minRows?: number;
  /** The keyboard shortcut that focuses the text area (`data-shortcut`, e.g. 'comment'). */
  shortcut?: string;
}

const SHORTCUTS: Record<string, FormatKind> = { b: 'bold', i: 'italic', k: 'link' };

/**
 * The one Markdown editor of the issue page, the epic page and comments: Write / Preview tabs,
 * a formatting toolbar, reference autocomplete, file attachments, Ctrl/Cmd+Enter to submit.
 * Controlled: the owner keeps `value` and runs the pre-save secret check.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { value, onChange, onSubmit, label, projectPath, groupPath, disabled } = props;
  const [tab, setTab] = useState<string | null>('write');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const pendingSelection = useRef<[number, number] | null>(null);
  const listId = `${useId()}-suggestions`;
  const csrfToken = useCsrfToken();
  const autocomplete = useAutocomplete({ projectPath, groupPath });

  const commit = useCallback(
    (edit: TextEdit) => {
      valueRef.current = edit.value;
      pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
      onChange(edit.value);
    },
    [onChange],
  );

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    const selection = pendingSelection.current;
    if (!textarea || !selection) return;
    pendingSelection.current = null;
    textarea.focus();
    textarea.setSelectionRange(selection[0], selection[1]);
  });

  const selection = () => {
    const t = textareaRef.current;
    const end = valueRef.current.length;
    return t ? [t.selectionStart, t.selectionEnd] : [end, end];
  };

  const insertAtCaret = useCallback(
    (text: string) => {
      const [start = 0, end = 0] = selection();
      commit(insertText(valueRef.current, start, end, text));
    },
    [commit],
  );

  const attachments = useAttachments({
    projectPath,
    csrfToken,
    getValue: () => valueRef.current,
    insertAtCaret,
    onChange: (next) => {
      valueRef.current = next;
      onChange(next);
    },
  });

  const format = (kind: FormatKind) => {
    if (disabled) return;
    const [start = 0, end = 0] = selection();
    commit(applyFormat(valueRef.current, start, end, kind));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (autocomplete.onKeyDown(event, valueRef.current, commit)) {
      event.preventDefault();
      return;
    }
    const mod = event.ctrlKey || event.metaKey;
    if (!mod) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!disabled) onSubmit?.();
      return;
    }
    const kind = SHORTCUTS[event.key.toLowerCase()];
    if (kind && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      format(kind);
    }
  };

  const syncCaret = () => {
    const t = textareaRef.current;
    if (t) autocomplete.update(t.value, t.selectionStart);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0 || !attachments.enabled) return;
    event.preventDefault();
    attachments.attach(files);
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.dataTransfer.files);
    if (files.length === 0 || !attachments.enabled) return;
    event.preventDefault();
    attachments.attach(files);
  };

  const attachButton = attachments.enabled ? (
    <>
      <Tooltip label="Attach a file or image" openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label="Attach a file or image"
          disabled={disabled}
          onClick={() => fileInputRef.current?.click()}
        >
          📎
        </ActionIcon>
      </Tooltip>
      <input
        ref={fileInputRef}
        type="file"
        multiple
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          attachments.attach(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
    </>
  ) : null;

  const activeOption = autocomplete.open ? optionId(listId, autocomplete.activeIndex) : undefined;

  return (
    <Stack gap={4}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">Write</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Stack gap={4}>
            <MarkdownToolbar disabled={disabled} onFormat={format} attach={attachButton} />
            <Textarea
              ref={textareaRef}
              label={props.hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
              placeholder={props.placeholder}
              value={value}
              disabled={disabled}
              autoFocus={props.autoFocus}
              data-shortcut={props.shortcut}
              // A fixed height the user may resize (Mantine's autosize needs document.fonts).
              rows={props.minRows ?? 6}
              resize="vertical"
              aria-autocomplete="list"
              aria-haspopup="listbox"
              aria-controls={autocomplete.open ? listId : undefined}
              aria-activedescendant={activeOption}
              onChange={(event) => {
                valueRef.current = event.currentTarget.value;
                onChange(event.currentTarget.value);
                autocomplete.update(event.currentTarget.value, event.currentTarget.selectionStart);
              }}
              onKeyDown={onKeyDown}
              onKeyUp={(event) => {
                if (event.key.startsWith('Arrow') && !autocomplete.open) syncCaret();
              }}
              onClick={syncCaret}
              onBlur={autocomplete.close}
              onPaste={onPaste}
              onDrop={onDrop}
            />
            {autocomplete.open ? (
              <SuggestionList
                id={listId}
                label={`Suggestions for ${label}`}
                suggestions={autocomplete.suggestions}
                activeIndex={autocomplete.activeIndex}
                onPick={(index) => autocomplete.choose(index, valueRef.current, commit)}
              />
            ) : null}
            <VisuallyHidden aria-live="polite">
              {autocomplete.open ? `${autocomplete.suggestions.length} suggestions available` : ''}
            </VisuallyHidden>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <MarkdownPreview text={value} projectPath={projectPath} />
        </Tabs.Panel>
      </Tabs>
      {attachments.uploading ? <Text size="sm">Uploading…</Text> : null}
      {attachments.error ? (
        <Text size="sm" c="red.8" role="alert">
          {attachments.error}
        </Text>
      ) : null}
    </Stack>
  );
}
