import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CancelButton, TreeFormShell } from './tree-form-shell.tsx';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { createEpicMutation } from '../graphql/create-epic.mutation.ts';
import { createChildIssueMutation } from './graphql/tree-mutations.ts';
import {
  CREATE_EPIC_FAILED,
  CREATE_ISSUE_FAILED,
  createHeading,
  GROUPS_FAILED,
  PROJECTS_FAILED,
} from './tree-messages.ts';
import { useFormOptions } from './use-form-options.ts';

/**
 * Create a child epic (title + a group of the parent's tree) or a child issue (title + a project);
 * Disabled while the title is empty, nothing chosen or submitting; Escape cancels.
 */
export function CreateChildForm({
  type,
  root,
  onCreated,
  onCancel,
}: {
  type: 'epic' | 'issue';
  root: { id: string; fullPath: string; confidential: boolean };
  onCreated: () => void;
  onCancel: () => void;
}) {
  const client = useGraphqlClient();
  const [title, setTitle] = useState('');
  const [target, setTarget] = useState<string | null>(type === 'epic' ? root.fullPath : null);
  const [search, setSearch] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useFormOptions(root.fullPath, type === 'issue' ? search : '');
  const label = type === 'epic' ? 'Group' : 'Project';
  const disabled = !title.trim() || !target || submitting;

  const submit = async () => {
    if (disabled) return;
    setSubmitting(true);
    setError(null);
    const fallback = type === 'epic' ? CREATE_EPIC_FAILED : CREATE_ISSUE_FAILED;
    try {
      const errors =
        type === 'epic'
          ? (
              await client.request(createEpicMutation, {
                input: {
                  groupPath: target,
                  title: title.trim(),
                  parentId: root.id,
                  confidential: root.confidential,
                },
              })
            ).createEpic?.errors
          : (
              await client.request(createChildIssueMutation, {
                projectPath: target,
                title: title.trim(),
                epicId: root.id,
                confidential: root.confidential,
              })
            ).createIssue?.errors;
      if (errors === undefined) throw new Error(fallback);
      if (errors.length) {
        setError(type === 'epic' ? (errors[0] ?? fallback) : fallback);
        setSubmitting(false);
        return;
      }
      onCreated();
    } catch (e) {
      const message = e instanceof Error ? e.message : '';
      setError(type === 'epic' && /too deep|confidential/.test(message) ? message : fallback);
      setSubmitting(false);
    }
  };

  const heading = createHeading(type, root.confidential);
  return (
    <TreeFormShell
      heading={heading}
      errors={error ? [error] : []}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          style={{ flex: 2, minWidth: 220 }}
          data-autofocus
          autoFocus
        />
        <Select
          label={label}
          data={type === 'epic' ? options.groups : options.projects}
          value={target}
          onChange={setTarget}
          searchable
          searchValue={type === 'issue' ? search : undefined}
          onSearchChange={type === 'issue' ? setSearch : undefined}
          placeholder={`Select a ${label.toLowerCase()}`}
          error={options.failed ? (type === 'epic' ? GROUPS_FAILED : PROJECTS_FAILED) : undefined}
          style={{ flex: 1, minWidth: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button type="submit" disabled={disabled} loading={submitting}>
          {type === 'epic' ? 'Create epic' : 'Create issue'}
        </Button>
        <CancelButton onCancel={onCancel} />
      </Group>
    </TreeFormShell>
  );
}
