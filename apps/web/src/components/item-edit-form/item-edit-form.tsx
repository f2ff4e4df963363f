import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSecretConfirmation } from '#web/lib/secret-detection/index.ts';
import { MarkdownEditor } from '../markdown-editor/index.ts';
import { clearDraft, loadDraft, saveDraft } from './edit-draft.ts';
import {
  concurrentEditMessage,
  LEAVE_WARNING,
  mergedMessage,
  OUTDATED_DRAFT_WARNING,
  updateErrorMessage,
} from './edit-messages.ts';
import type { EditValues } from './merge-edits.ts';
import { submitEdit, type SaveAnswer, type VersionedValues } from './submit-edit.ts';
import { useLeaveConfirmation } from './use-leave-confirmation.ts';

export interface ItemEditFormProps {
  /** 'issue', 'epic', 'incident': used in the messages. */
  typeName: string;
  /** The concurrent-edit warning (the issue wording unless given: the epic page has its own). */
  conflictMessage?: string;
  /** Identifies the item's local draft (e.g. 'issue:acme/web#14'). */
  draftKey: string;
  /** The saved title, description and lockVersion the form opens on. */
  current: VersionedValues;
  projectPath?: string;
  groupPath?: string;
  /** Saves with the given lockVersion; answers 'stale' when the server refused it as such. */
  save: (values: EditValues, lockVersion: number) => Promise<SaveAnswer>;
  /** Reads the item's current saved version (after a stale refusal). */
  fetchLatest: () => Promise<VersionedValues>;
  /** After a save (with the saved values) or a cancel (null). */
  onClose: (saved: EditValues | null) => void;
  /** Extra controls above the description (the template dropdown), given the description. */
  renderExtras?: (description: string, setDescription: (text: string) => void) => ReactNode;
}

/**
 * The title + description edit form of the issue and epic pages: local drafts, leave
 * confirmation, the secret check, lockVersion on every save and a three-way merge of concurrent
 * edits (only a true overlap asks the user).
 */
export function ItemEditForm(props: ItemEditFormProps) {
  const { typeName, draftKey, current, save, fetchLatest, onClose } = props;
  const [restored] = useState(() => {
    const draft = loadDraft(draftKey);
    if (!draft) return null;
    if (draft.title === current.title && draft.description === current.description) return null;
    return draft;
  });
  const [values, setValues] = useState<EditValues>(restored ?? current);
  // The version the edit started from: the merge base and the lockVersion sent.
  const [base, setBase] = useState<VersionedValues>(
    restored ? { ...restored.base, lockVersion: restored.lockVersion } : current,
  );
  const [outdated, setOutdated] = useState(
    restored !== null && restored.lockVersion !== current.lockVersion,
  );
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<VersionedValues | null>(null);
  const [showOther, setShowOther] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { confirmNoSecrets, secretModal } = useSecretConfirmation();

  const dirty = values.title !== current.title || values.description !== current.description;
  // The page's copy of the item changed while the form is open (a refetch or live update).
  const [openedVersion] = useState(current.lockVersion);
  const changedMeanwhile =
    !saving &&
    current.lockVersion !== openedVersion &&
    (current.title !== base.title || current.description !== base.description);
  const other = conflict ?? (changedMeanwhile ? current : null);
  useLeaveConfirmation(dirty && !saving, LEAVE_WARNING);

  useEffect(() => {
    if (!dirty) return;
    const { title, description, lockVersion } = base;
    saveDraft(draftKey, { ...values, lockVersion, base: { title, description } });
  }, [draftKey, values, base, dirty]);

  const close = (saved: EditValues | null) => {
    clearDraft(draftKey);
    onClose(saved);
  };

  const submit = async () => {
    if (!values.title.trim() || saving) return;
    if (!(await confirmNoSecrets(values.description, 'description'))) return;
    setSaving(true);
    setError(null);
    let savedValues: EditValues = values;
    const outcome = await submitEdit({
      base,
      mine: values,
      save: (v, lockVersion) => {
        savedValues = v;
        return save(v, lockVersion);
      },
      fetchLatest,
    }).catch((e: unknown) => ({
      kind: 'failed' as const,
      errors: e instanceof Error ? [e.message] : [],
    }));
    setSaving(false);
    if (outcome.kind === 'saved') {
      if (outcome.merged) notifications.show({ message: mergedMessage(typeName) });
      close(savedValues);
    } else if (outcome.kind === 'conflict') {
      // Keep the user's text; a second save after review overwrites the version they saw.
      setConflict(outcome.theirs);
      setBase(outcome.theirs);
      setOutdated(false);
    } else {
      setError(updateErrorMessage(typeName, outcome.errors));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const setDescription = (description: string) => setValues((v) => ({ ...v, description }));

  return (
    <form onSubmit={onSubmit} aria-label={`Edit ${typeName}`}>
      <Stack gap="sm">
        {outdated ? (
          <Alert color="yellow" title="Outdated draft">
            <Text size="sm">{OUTDATED_DRAFT_WARNING}</Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" onClick={() => setOutdated(false)}>
                Keep
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setOutdated(false);
                  setValues({ title: current.title, description: current.description });
                  setBase(current);
                  clearDraft(draftKey);
                }}
              >
                Discard
              </Button>
            </Group>
          </Alert>
        ) : null}
        {other ? (
          <Alert color="orange" role="alert">
            <Text size="sm">{props.conflictMessage ?? concurrentEditMessage(typeName)}</Text>
            <Button size="xs" variant="subtle" mt="xs" onClick={() => setShowOther((s) => !s)}>
              {showOther ? 'Hide the other version' : 'View the other version'}
            </Button>
            {showOther ? (
              <Paper withBorder p="xs" mt="xs" aria-label="The other version">
                <Text size="sm" fw={600}>
                  {other.title}
                </Text>
                <Text size="sm" component="pre" style={{ whiteSpace: 'pre-wrap' }}>
                  {other.description}
                </Text>
              </Paper>
            ) : null}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setValues((v) => ({ ...v, title }));
          }}
        />
        {props.renderExtras?.(values.description, setDescription)}
        <MarkdownEditor
          label="Description"
          value={values.description}
          onChange={setDescription}
          onSubmit={() => void submit()}
          projectPath={props.projectPath}
          groupPath={props.groupPath}
          minRows={8}
        />
        <Group gap="sm">
          <Button type="submit" disabled={!values.title.trim() || saving} loading={saving}>
            Save changes
          </Button>
          <Button variant="default" onClick={() => close(null)}>
            Cancel
          </Button>
        </Group>
      </Stack>
      {secretModal}
    </form>
  );
}
