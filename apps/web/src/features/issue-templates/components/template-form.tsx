import { Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormActions, FormError, useFormSubmit } from '#web/components/form-submit.tsx';
import { MarkdownEditor } from '#web/components/markdown-editor/index.ts';

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
  const { error, busy, submit } = useFormSubmit(onSubmit);
  const nameRef = useRef<HTMLInputElement>(null);
  // The form opens on a click elsewhere on the page: keyboard users continue in it.
  useEffect(() => nameRef.current?.focus(), []);
  return (
    <form onSubmit={(e) => void submit(draft, e)} aria-label={submitText}>
      <Stack gap="sm">
        <FormError error={error} />
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
          onSubmit={() => void submit(draft)}
          minRows={8}
          {...namespace}
        />
        <FormActions submitText={submitText} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
