import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { NotFoundPage } from '#web/components/error-pages.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import {
  readFragment,
  useGraphqlClient,
  useGraphqlQuery,
  type ResultOf,
} from '#web/lib/graphql/index.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { groupIssueTemplatesQuery } from '../graphql/group-issue-templates.query.ts';
import { issueTemplateCreateMutation } from '../graphql/issue-template-create.mutation.ts';
import { issueTemplateDestroyMutation } from '../graphql/issue-template-destroy.mutation.ts';
import { issueTemplateUpdateMutation } from '../graphql/issue-template-update.mutation.ts';
import { settingsTemplateFragment } from '../graphql/issue-template.fragment.ts';
import { projectIssueTemplatesQuery } from '../graphql/project-issue-templates.query.ts';
import { TEMPLATE_TEXTS as T } from './template-texts.ts';
import { TemplateForm, type TemplateDraft } from './template-form.tsx';
import { TemplateList, type Template } from './template-list.tsx';

type Kind = 'project' | 'group';

/** The project or the group (both queries select the same fields). */
type Owner = NonNullable<ResultOf<typeof projectIssueTemplatesQuery>['project']>;

function Templates({ kind, owner, refetch }: { kind: Kind; owner: Owner; refetch: () => unknown }) {
  usePageTitle(T.title, owner.name);
  const client = useGraphqlClient();
  const [form, setForm] = useState<'new' | Template | null>(null);
  const [removing, setRemoving] = useState<Template | null>(null);
  const templates = readFragment(settingsTemplateFragment, owner.issueTemplates);
  const own = templates.filter((t) => !t.inherited);
  const inherited = templates.filter((t) => t.inherited);
  const namespace =
    kind === 'project' ? { projectPath: owner.fullPath } : { groupPath: owner.fullPath };

  const save = async (draft: TemplateDraft) => {
    try {
      const fields = { name: draft.name, content: draft.content };
      const errors =
        form === 'new'
          ? (
              await client.request(issueTemplateCreateMutation, {
                input: { ...namespace, ...fields },
              })
            ).issueTemplateCreate?.errors
          : (
              await client.request(issueTemplateUpdateMutation, {
                input: { id: (form as Template).id, ...fields },
              })
            ).issueTemplateUpdate?.errors;
      if (errors?.length) return errors[0]!;
    } catch {
      return T.saveFailed;
    }
    notifications.show({ message: form === 'new' ? T.added : T.saved });
    setForm(null);
    await refetch();
    return null;
  };
  const remove = async (template: Template) => {
    setRemoving(null);
    try {
      const result = await client.request(issueTemplateDestroyMutation, { id: template.id });
      const error = result.issueTemplateDestroy?.errors[0];
      notifications.show({ message: error ?? T.deleted, color: error ? 'red' : undefined });
    } catch {
      notifications.show({ message: T.deleteFailed, color: 'red' });
    }
    await refetch();
  };

  return (
    <>
      <PageHeader
        title={T.title}
        description={kind === 'project' ? T.projectIntro : T.groupIntro}
        actions={form ? null : <Button onClick={() => setForm('new')}>{T.add}</Button>}
      />
      {form ? (
        <Paper withBorder p="md" mb="md" radius="md" component="section" aria-label={T.formLabel}>
          <Title order={2} size="h4" mb="sm">
            {form === 'new' ? T.add : `Edit ${form.name}`}
          </Title>
          <TemplateForm
            key={form === 'new' ? 'new' : form.id}
            initial={form === 'new' ? { name: '', content: '' } : form}
            submitText={form === 'new' ? T.add : T.saveChanges}
            namespace={namespace}
            onSubmit={save}
            onCancel={() => setForm(null)}
          />
        </Paper>
      ) : null}
      <Stack gap="lg">
        {own.length === 0 ? (
          <EmptyState title={T.empty} description={T.emptyHint} />
        ) : (
          <TemplateList
            label={`Templates of ${owner.name}`}
            templates={own}
            onEdit={setForm}
            onDelete={setRemoving}
          />
        )}
        {inherited.length ? (
          <section aria-labelledby="inherited-templates">
            <Title order={2} size="h4" mb="xs" id="inherited-templates">
              {T.inheritedTitle}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {T.inheritedHint}
            </Text>
            <TemplateList label={T.inheritedTitle} templates={inherited} />
          </section>
        ) : null}
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={T.deleteTitle}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text mb="md">{T.deleteConfirm(removing?.name ?? '')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => removing && void remove(removing)}>
            {T.deleteTitle}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function ProjectTemplates({ fullPath }: { fullPath: string }) {
  const query = useGraphqlQuery(projectIssueTemplatesQuery, { fullPath });
  return (
    <QueryState query={query} select={(data) => data.project ?? null}>
      {(project) =>
        project.canAdminIssueTemplates ? (
          <Templates kind="project" owner={project} refetch={() => query.refetch()} />
        ) : (
          <NotFoundPage />
        )
      }
    </QueryState>
  );
}

function GroupTemplates({ fullPath }: { fullPath: string }) {
  const query = useGraphqlQuery(groupIssueTemplatesQuery, { fullPath });
  return (
    <QueryState query={query} select={(data) => data.group ?? null}>
      {(group) =>
        group.canAdminIssueTemplates ? (
          <Templates kind="group" owner={group} refetch={() => query.refetch()} />
        ) : (
          <NotFoundPage />
        )
      }
    </QueryState>
  );
}

/**
 * /<project>/-/settings/issue_templates and /groups/<group>/-/settings/issue_templates:
 * maintainers add, edit and delete templates; everyone else gets the 404 page.
 */
export function IssueTemplatesSettingsPage({ kind, fullPath }: { kind: Kind; fullPath: string }) {
  return kind === 'project' ? (
    <ProjectTemplates fullPath={fullPath} />
  ) : (
    <GroupTemplates fullPath={fullPath} />
  );
}
