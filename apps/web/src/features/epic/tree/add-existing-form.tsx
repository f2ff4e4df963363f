import { Button, CloseButton, Group, Pill, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGraphqlClient, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { CancelButton, TreeFormShell } from './tree-form-shell.tsx';
import { epicAddIssueMutation, setEpicParentMutation } from './graphql/tree-mutations.ts';
import { addPendingReferences, parseReference } from './references.ts';
import { addHeading } from './tree-messages.ts';

export const invalidReference = (reference: string, type: 'epic' | 'issue') =>
  `${reference} is not a valid ${type} reference.`;

type Root = { id: string; iid: string; fullPath: string; confidential: boolean };

/** Adds one reference; answers the error text, or null on success. */
async function addOne(
  client: GraphqlClient,
  root: Root,
  type: 'epic' | 'issue',
  reference: string,
): Promise<string | null> {
  const parsed = parseReference(reference, root.fullPath);
  if (!parsed || parsed.kind !== type) return invalidReference(reference, type);
  try {
    const errors =
      parsed.kind === 'epic'
        ? (
            await client.request(setEpicParentMutation, {
              groupPath: parsed.groupPath,
              iid: parsed.iid,
              parentId: root.id,
            })
          ).updateEpic?.errors
        : (
            await client.request(epicAddIssueMutation, {
              input: {
                groupPath: root.fullPath,
                iid: root.iid,
                projectPath: parsed.projectPath,
                issueIid: parsed.iid,
              },
            })
          ).epicAddIssue?.errors;
    return errors?.length ? `${reference}: ${errors[0]}` : null;
  } catch (e) {
    return `${reference}: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/**
 * 'Add existing {type}': references typed or pasted (split on whitespace, no
 * duplicates) become pending pills, each removable; submit adds them one by one; the ones that
 * fail stay pending with the server's message.
 */
export function AddExistingForm({
  type,
  root,
  onAdded,
  onCancel,
}: {
  type: 'epic' | 'issue';
  root: Root;
  onAdded: (allDone: boolean) => void;
  onCancel: () => void;
}) {
  const client = useGraphqlClient();
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const heading = addHeading(type, root.confidential);

  const submit = async () => {
    const references = addPendingReferences(pending, input);
    setInput('');
    setPending(references);
    if (references.length === 0) return;
    setSubmitting(true);
    const failed: string[] = [];
    const messages: string[] = [];
    for (const reference of references) {
      const error = await addOne(client, root, type, reference);
      if (error) {
        failed.push(reference);
        messages.push(error);
      }
    }
    setPending(failed);
    setErrors(messages);
    setSubmitting(false);
    if (failed.length < references.length) onAdded(failed.length === 0);
  };

  const remove = (reference: string) => {
    const next = pending.filter((r) => r !== reference);
    setPending(next);
    // Removing the last pending reference clears the failure.
    if (next.length === 0) setErrors([]);
  };

  return (
    <TreeFormShell heading={heading} errors={errors} onSubmit={submit} onCancel={onCancel}>
      {pending.length ? (
        <Group gap={6} mb="sm" aria-label="Pending references" role="list">
          {pending.map((reference) => (
            <Pill key={reference} role="listitem">
              {reference}
              <CloseButton
                size="xs"
                ml={4}
                aria-label={`Remove ${reference}`}
                onClick={() => remove(reference)}
              />
            </Pill>
          ))}
        </Group>
      ) : null}
      <Group align="flex-end" gap="sm">
        <TextInput
          label={type === 'epic' ? 'Epic references or URLs' : 'Issue references or URLs'}
          placeholder={type === 'epic' ? '&1 group&2' : 'project#1 or a URL'}
          value={input}
          onChange={(e) => {
            const value = e.currentTarget.value;
            // A trailing space turns what was typed into pending references.
            if (/\s$/.test(value)) {
              setPending((p) => addPendingReferences(p, value));
              setInput('');
            } else setInput(value);
          }}
          onPaste={(e) => {
            e.preventDefault();
            setPending((p) =>
              addPendingReferences(p, `${input} ${e.clipboardData.getData('text')}`),
            );
            setInput('');
          }}
          style={{ flex: 1 }}
          autoFocus
        />
        <Button
          type="submit"
          loading={submitting}
          disabled={submitting || (pending.length === 0 && !input.trim())}
        >
          Add
        </Button>
        <CancelButton onCancel={onCancel} />
      </Group>
    </TreeFormShell>
  );
}
