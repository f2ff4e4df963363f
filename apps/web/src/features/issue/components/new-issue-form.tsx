import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { InternalLink } from '#web/components/internal-link.tsx';
import { LEAVE_WARNING, useLeaveConfirmation } from '#web/components/item-edit-form/index.ts';
import { MarkdownEditor } from '#web/components/markdown-editor/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useSecretConfirmation } from '#web/lib/secret-detection/index.ts';
import { useCreateIssue, type NewIssueValues } from '../hooks/use-create-issue.ts';
import { issueTypeOptions, type NewIssueParams } from '../utils/new-issue-params.ts';

export const CREATE_ERROR = 'Something went wrong while creating issue.';
export const CONFIDENTIAL_LABEL =
  'This issue is confidential and should only be visible to team members with at least the Planner role.';

/** The new-issue form: title, type, template, description, confidential; lands on the issue. */
export function NewIssueForm({
  fullPath,
  canCreateIncident,
  params,
  renderTemplates,
}: {
  fullPath: string;
  canCreateIncident: boolean;
  params: NewIssueParams;
  /** The template dropdown, given the description and a way to replace it. */
  renderTemplates?: (description: string, setDescription: (text: string) => void) => ReactNode;
}) {
  const router = useRouter();
  const createIssue = useCreateIssue(fullPath);
  const { confirmNoSecrets, secretModal } = useSecretConfirmation();
  const [values, setValues] = useState<NewIssueValues>({
    title: params.title,
    description: params.description,
    type: params.type === 'INCIDENT' && canCreateIncident ? 'INCIDENT' : 'ISSUE',
    confidential: false,
  });
  const [creating, setCreating] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const [createdPath, setCreatedPath] = useState<string | null>(null);
  const dirty =
    values.title !== params.title ||
    values.description !== params.description ||
    values.confidential;
  useLeaveConfirmation(dirty && createdPath === null, LEAVE_WARNING);

  // Navigate once the leave confirmation is off (the render after createdPath was set).
  useEffect(() => {
    if (createdPath) void router.navigate({ href: createdPath });
  }, [createdPath, router]);

  const set = <K extends keyof NewIssueValues>(key: K, value: NewIssueValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    if (!values.title.trim() || creating) return;
    if (!(await confirmNoSecrets(values.description, 'description'))) return;
    setCreating(true);
    setErrors(null);
    const answer = await createIssue({ ...values, title: values.title.trim() }, params.relatedIid);
    setCreating(false);
    if (answer.ok) setCreatedPath(answer.webPath);
    else setErrors(answer.errors);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} aria-label="New issue">
      <Stack gap="md" maw={860}>
        {errors ? (
          <Alert color="red" role="alert">
            <Text size="sm">{CREATE_ERROR}</Text>
            {errors.map((e) => (
              <Text size="sm" key={e}>
                {e}
              </Text>
            ))}
          </Alert>
        ) : null}
        {params.relatedIid ? (
          <Text size="sm">
            {'Related to '}
            <InternalLink href={paths.issue(fullPath, params.relatedIid)}>
              #{params.relatedIid}
            </InternalLink>
          </Text>
        ) : null}
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <NativeSelect
          label="Type"
          data={issueTypeOptions(values.type, canCreateIncident)}
          value={values.type}
          onChange={(e) => set('type', e.currentTarget.value === 'INCIDENT' ? 'INCIDENT' : 'ISSUE')}
          maw={240}
        />
        {renderTemplates?.(values.description, (text) => set('description', text))}
        <MarkdownEditor
          label="Description"
          value={values.description}
          onChange={(text) => set('description', text)}
          onSubmit={() => void submit()}
          projectPath={fullPath}
          minRows={10}
        />
        <Checkbox
          label={CONFIDENTIAL_LABEL}
          checked={values.confidential}
          onChange={(e) => set('confidential', e.currentTarget.checked)}
        />
        <Group gap="sm">
          <Button type="submit" disabled={!values.title.trim() || creating} loading={creating}>
            Create issue
          </Button>
          <Button
            variant="default"
            component="a"
            href={paths.projectIssues(fullPath)}
            onClick={(event) => {
              event.preventDefault();
              void router.navigate({ href: paths.projectIssues(fullPath) });
            }}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
      {secretModal}
    </form>
  );
}
