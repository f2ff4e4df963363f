import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MarkdownEditor } from '../../../components/markdown-editor/index.ts';

export interface TemplateDraft {
  name: string;
  content: string;
}

/** Add or edit one template: its name and its Markdown content (the shared editor). */
export function TemplateForm({
  initial,
  submitText,
  namespace,
  onSubmit,
  onCancel,
}: {
  initial: TemplateDraft;
  submitText: string;
  /** Where the editor's suggestions and previews come from. */
  namespace: { projectPath?: string; groupPath?: string };
  /** Answers the server's first error, or null when saved. */
  onSubmit: (draft: TemplateDraft) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  // The form opens on a click elsewhere on the page: keyboard users continue in it.
  useEffect(() => nameRef.current?.focus(), []);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
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
          description="Shown in the 'Description template' list of new issues."
          ref={nameRef}
          value={draft.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
          }}
        />
        <MarkdownEditor
          label="Content"
          value={draft.content}
          onChange={(content) => setDraft((d) => ({ ...d, content }))}
          onSubmit={() => void submit()}
          minRows={8}
          {...namespace}
        />
        <Group gap="sm">
          <Button type="submit" loading={busy}>
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
