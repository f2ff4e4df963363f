import {
  Alert,
  Button,
  ColorSwatch,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import type { WidgetTarget } from '../shell/index.ts';
import { labelCreateMutation } from './labels.mutations.ts';

export const LABEL_CREATE_ERROR = 'Error creating label.';

/** Suggested label colours (GitLab's palette). */
export const LABEL_COLORS = [
  { title: 'Magenta-pink', value: '#cc338b' },
  { title: 'Dark violet', value: '#dc143c' },
  { title: 'Red', value: '#c21e56' },
  { title: 'Green-cyan', value: '#009966' },
  { title: 'Blue', value: '#1068bf' },
  { title: 'Dark purple', value: '#694cc0' },
  { title: 'Orange', value: '#9e5400' },
  { title: 'Gray', value: '#737278' },
] as const;

export type CreatedLabel = {
  id: string;
  title: string;
  color: string;
  textColor?: string | null;
  description?: string | null;
};

/**
 * The picker's inline create-label view: name and colour, both required and trimmed. Server
 * refusals show in a danger alert; a failed request shows 'Error creating label.'.
 */
export function CreateLabelView({
  target,
  onCreated,
  onCancel,
}: {
  target: WidgetTarget;
  onCreated: (label: CreatedLabel) => void;
  onCancel: () => void;
}) {
  const client = useGraphqlClient();
  const [title, setTitle] = useState('');
  const [color, setColor] = useState('');
  const [creating, setCreating] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const disabled = !title.trim() || !color.trim() || creating;
  const submit = async () => {
    setCreating(true);
    setErrors([]);
    try {
      const scope =
        target.type === 'issue' ? { projectPath: target.fullPath } : { groupPath: target.fullPath };
      const answer = await client.request(labelCreateMutation, {
        input: { title: title.trim(), color: color.trim(), ...scope },
      });
      const payload = answer.labelCreate;
      if (payload?.errors.length) setErrors(payload.errors);
      else if (payload?.label) onCreated(payload.label);
      else setErrors([LABEL_CREATE_ERROR]);
    } catch {
      setErrors([LABEL_CREATE_ERROR]);
    } finally {
      setCreating(false);
    }
  };
  return (
    <Stack
      gap={6}
      component="form"
      aria-label="Create label"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) void submit();
      }}
    >
      <Text size="sm" fw={600}>
        Create label
      </Text>
      {errors.length ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {errors.join(' ')}
        </Alert>
      ) : null}
      <TextInput
        size="xs"
        label="Label name"
        data-autofocus
        autoFocus
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <Group gap={4} role="group" aria-label="Suggested colors">
        {LABEL_COLORS.map((c) => (
          <UnstyledButton
            key={c.value}
            aria-label={c.title}
            aria-pressed={color === c.value}
            onClick={() => setColor(c.value)}
          >
            <ColorSwatch color={c.value} size={20} />
          </UnstyledButton>
        ))}
      </Group>
      <TextInput
        size="xs"
        label="Color"
        placeholder="Use custom color #FF0000"
        value={color}
        onChange={(e) => setColor(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Button size="compact-xs" type="submit" disabled={disabled} loading={creating}>
          Create
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
