// 'Save view' and 'Rename view': a name and, when the viewer may choose, 'Share with the group'.
import { Button, Checkbox, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NAME_BLANK, SHARE_WITH_GROUP } from '../utils/messages.ts';

export interface ViewNameModalProps {
  title: string;
  initialName: string;
  /** Show the checkbox (null: the viewer may not choose, nothing is sent). */
  initialShared: boolean | null;
  onClose: () => void;
  /** Rejects with the text to show (the server's first error). */
  onSubmit: (name: string, shared: boolean | null) => Promise<void>;
}

/** Mounted only while open, so every opening starts from the initial values. */
export function ViewNameModal(props: ViewNameModalProps) {
  const [name, setName] = useState(props.initialName);
  const [shared, setShared] = useState(props.initialShared);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(NAME_BLANK);
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit(trimmed, shared);
      props.onClose();
    } catch (failure) {
      setError((failure as Error).message);
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={saving ? () => undefined : props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="roadmap-view-form">
        <TextInput
          label="Name"
          required
          maxLength={255}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        {shared !== null ? (
          <Checkbox
            mt="md"
            label={SHARE_WITH_GROUP}
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
        ) : null}
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button type="button" variant="default" onClick={props.onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
