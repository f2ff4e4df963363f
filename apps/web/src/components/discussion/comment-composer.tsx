import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSecretConfirmation } from '#web/lib/secret-detection/index.ts';
import { MarkdownEditor } from '../markdown-editor/index.ts';

export interface StateAction {
  /** 'close' or 'reopen' the item along with the comment. */
  event: 'close' | 'reopen';
  run: () => Promise<void>;
}

interface Props {
  label: string;
  submitLabel: string;
  projectPath?: string;
  groupPath?: string;
  /** Members who read internal notes may write one (checkbox). */
  canInternal?: boolean;
  stateAction?: StateAction;
  shortcut?: string;
  autoFocus?: boolean;
  initialBody?: string;
  onSubmit: (body: string, internal: boolean) => Promise<boolean>;
  onCancel?: () => void;
}

/** 'Comment & close' / 'Comment & reopen' (the header keeps the plain 'Close issue'). */
const stateActionLabel = (action: StateAction) =>
  action.event === 'close' ? 'Comment & close' : 'Comment & reopen';

/**
 * A comment box: the shared editor, the pre-save secret check (lib/secret-detection), an internal-note
 * checkbox for members and, on the main composer, the comment-and-change-state button.
 */
export function CommentComposer(props: Props) {
  const [body, setBody] = useState(props.initialBody ?? '');
  const [internal, setInternal] = useState(false);
  const [saving, setSaving] = useState(false);
  const { confirmNoSecrets, secretModal } = useSecretConfirmation();
  const hasText = body.trim().length > 0;

  const save = async (then?: StateAction) => {
    if (saving) return;
    if (!hasText || !(await confirmNoSecrets(body, 'comment'))) return;
    setSaving(true);
    try {
      const saved = await props.onSubmit(body, internal);
      if (!saved) return;
      if (then) await then.run();
      setBody('');
      setInternal(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      <MarkdownEditor
        value={body}
        onChange={setBody}
        onSubmit={() => hasText && void save()}
        label={props.label}
        hideLabel
        placeholder="Write a comment or drag your files here…"
        projectPath={props.projectPath}
        groupPath={props.groupPath}
        shortcut={props.shortcut}
        autoFocus={props.autoFocus}
        minRows={3}
      />
      {props.canInternal ? (
        <Checkbox
          label="Make this an internal note"
          description="Visible only to members with at least the Planner or Reporter role"
          checked={internal}
          onChange={(event) => setInternal(event.currentTarget.checked)}
        />
      ) : null}
      <Group gap="xs">
        <Button onClick={() => void save()} disabled={!hasText} loading={saving}>
          {props.submitLabel}
        </Button>
        {props.stateAction ? (
          <Button
            variant="default"
            disabled={saving || !hasText}
            onClick={() => void save(props.stateAction)}
          >
            {stateActionLabel(props.stateAction)}
          </Button>
        ) : null}
        {props.onCancel ? (
          <Button variant="subtle" onClick={props.onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </Group>
      {secretModal}
    </Stack>
  );
}
