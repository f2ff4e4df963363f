import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { MarkdownEditor } from '#web/components/markdown-editor/index.ts';
import { NamespaceBreadcrumbs } from '#web/components/namespace-breadcrumbs.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useGraphqlClient, useGraphqlQuery, type ResultOf } from '#web/lib/graphql/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useSecretConfirmation } from '#web/lib/secret-detection/index.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { createEpicMutation } from '../graphql/create-epic.mutation.ts';
import { newEpicFormDataQuery } from '../graphql/new-epic-form-data.query.ts';
import {
  colorError,
  emptyNewEpicDraft,
  newEpicInput,
  type NewEpicDraft,
} from '../utils/new-epic-input.ts';

type FormGroup = NonNullable<ResultOf<typeof newEpicFormDataQuery>['group']>;

/** GitLab's create-epic fallback text (when the server gives no error). */
export const CREATE_EPIC_FAILED = 'Error creating epic';

function NewEpicForm({ group }: { group: FormGroup }) {
  usePageTitle('New epic', 'Epics', group.name);
  const client = useGraphqlClient();
  const router = useRouter();
  const { confirmNoSecrets, secretModal } = useSecretConfirmation();
  const [draft, setDraft] = useState<NewEpicDraft>(emptyNewEpicDraft);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof NewEpicDraft>(key: K, value: NewEpicDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const colourInvalid = colorError(draft.color);
  const disabled = !draft.title.trim() || submitting || colourInvalid !== null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled) return;
    if (!(await confirmNoSecrets(draft.description, 'description'))) return;
    setSubmitting(true);
    setError(null);
    try {
      const { createEpic } = await client.request(createEpicMutation, {
        input: newEpicInput(group.fullPath, draft),
      });
      if (!createEpic?.epic) throw new Error(createEpic?.errors[0] ?? CREATE_EPIC_FAILED);
      await router.navigate({ href: createEpic.epic.webPath });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : CREATE_EPIC_FAILED);
      setSubmitting(false);
    }
  };

  const labels = (group.labels.nodes ?? []).flatMap((l) =>
    l ? [{ value: l.id, label: l.title }] : [],
  );
  const parents = (group.epics?.nodes ?? []).flatMap((e) =>
    e ? [{ value: e.id, label: `${e.title} (${e.reference})` }] : [],
  );

  return (
    <>
      <PageHeader
        breadcrumbs={
          <NamespaceBreadcrumbs
            fullPath={group.fullPath}
            trail={[{ label: 'Epics', href: paths.groupEpics(group.fullPath) }, { label: 'New' }]}
          />
        }
        title="New epic"
      />
      <form onSubmit={(e) => void submit(e)} aria-label="New epic" noValidate>
        <Stack gap="md" maw={880}>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Title"
            required
            value={draft.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            data-autofocus
          />
          <MarkdownEditor
            label="Description"
            value={draft.description}
            onChange={(value) => set('description', value)}
            onSubmit={() => void submit()}
            groupPath={group.fullPath}
          />
          <Checkbox
            label="This epic is confidential and should only be visible to users having at least the Reporter role"
            checked={draft.confidential}
            onChange={(e) => set('confidential', e.currentTarget.checked)}
          />
          <MultiSelect
            label="Labels"
            data={labels}
            value={draft.labels}
            onChange={(value) => set('labels', value)}
            searchable
            clearable
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="Start date"
              description="Fixed start date (yyyy-mm-dd)"
              value={draft.startDate}
              max={draft.dueDate || undefined}
              onChange={(e) => set('startDate', e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="Due date"
              description="Fixed due date (yyyy-mm-dd)"
              value={draft.dueDate}
              min={draft.startDate || undefined}
              onChange={(e) => set('dueDate', e.currentTarget.value)}
            />
          </SimpleGrid>
          <ColorInput
            label="Colour"
            value={draft.color}
            onChange={(value) => set('color', value)}
            error={colourInvalid}
            format="hex"
          />
          {group.allowSubEpics ? (
            <Select
              label="Parent epic"
              data={parents}
              value={draft.parentId}
              onChange={(value) => set('parentId', value)}
              searchable
              clearable
              placeholder="None"
            />
          ) : null}
          <Group>
            <Button type="submit" disabled={disabled} loading={submitting}>
              Create epic
            </Button>
            <Button
              variant="default"
              component="a"
              href={paths.groupEpics(group.fullPath)}
              onClick={(e) => {
                e.preventDefault();
                void router.navigate({ href: paths.groupEpics(group.fullPath) });
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
      {secretModal}
    </>
  );
}

/** /groups/<path>/-/epics/new: the create-epic form (404 for viewers without createEpic). */
export function NewEpicPage({ fullPath }: { fullPath: string }) {
  const query = useGraphqlQuery(newEpicFormDataQuery, { fullPath });
  return (
    <QueryState
      query={query}
      select={(data) => (data.group?.userPermissions.createEpic ? data.group : null)}
    >
      {(group) => <NewEpicForm group={group} />}
    </QueryState>
  );
}
