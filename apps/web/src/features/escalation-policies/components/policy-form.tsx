import { Alert, Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

export type PolicyDraft = {
  name: string;
  description: string;
  username: string;
  minutes: number;
  status: 'ACKNOWLEDGED' | 'RESOLVED';
};

export const emptyDraft: PolicyDraft = {
  name: '',
  description: '',
  username: '',
  minutes: 5,
  status: 'ACKNOWLEDGED',
};

/** Create or edit one policy: its name, description and one rule (who is paged, and when). */
export function PolicyForm({
  initial,
  submitText,
  onSubmit,
  onCancel,
}: {
  initial: PolicyDraft;
  submitText: string;
  /** Answers the server's first error, or null when saved. */
  onSubmit: (draft: PolicyDraft) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PolicyDraft>(key: K, value: PolicyDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(await onSubmit(draft));
    setBusy(false);
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={submitText}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          required
          maxLength={72}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <TextInput
          label="Description"
          maxLength={160}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <Select
            label="If the incident is not"
            data={[
              { value: 'ACKNOWLEDGED', label: 'Acknowledged' },
              { value: 'RESOLVED', label: 'Resolved' },
            ]}
            value={draft.status}
            allowDeselect={false}
            onChange={(v) => set('status', v === 'RESOLVED' ? 'RESOLVED' : 'ACKNOWLEDGED')}
          />
          <NumberInput
            label="within minutes"
            min={0}
            max={1440}
            value={draft.minutes}
            onChange={(v) => set('minutes', typeof v === 'number' ? v : 0)}
          />
          <TextInput
            label="page user (username)"
            required
            value={draft.username}
            onChange={(e) => set('username', e.currentTarget.value)}
          />
        </Group>
        <Group>
          <Button
            type="submit"
            loading={busy}
            disabled={!draft.name.trim() || !draft.username.trim()}
          >
            {submitText}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
