import { Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormActions, FormError, useFormSubmit } from '#web/components/form-submit.tsx';

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
  const { error, busy, submit } = useFormSubmit(onSubmit);
  const set = <K extends keyof PolicyDraft>(key: K, value: PolicyDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  return (
    <form onSubmit={(e) => void submit(draft, e)} aria-label={submitText}>
      <Stack gap="sm">
        <FormError error={error} />
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
        <FormActions
          submitText={submitText}
          busy={busy}
          disabled={!draft.name.trim() || !draft.username.trim()}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
