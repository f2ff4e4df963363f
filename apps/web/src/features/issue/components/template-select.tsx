import { Button, Group, Modal, NativeSelect, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { issueTemplatesQuery } from '../graphql/issue-templates.query.ts';
import { fetchTemplateContent } from '../utils/template-requests.ts';
import { templateOptions } from '../utils/template-options.ts';

export const OVERRIDE_TITLE = 'Apply template?';
export const OVERRIDE_WARNING =
  'Applying a template will replace the existing issue description. Any changes you have made will be lost.';
const NO_TEMPLATE = '';

/**
 * Choose a template (docs/decisions/issue-page.md, Templates), reset it, or no template. Choosing over edited content asks first;
 * cancelling keeps the previous choice. Templates are grouped by the project or group they come
 * from (GitLab groups them by project). Renders nothing when there are none or they fail to load.
 */
export function TemplateSelect({
  fullPath,
  description,
  onDescription,
  initialTemplate = null,
}: {
  fullPath: string;
  description: string;
  onDescription: (text: string) => void;
  /** issuable_template: applied once loaded when the description is empty. */
  initialTemplate?: string | null;
}) {
  const list = useGraphqlQuery(issueTemplatesQuery, { fullPath }, { retry: false });
  const templates = list.data?.project?.issueTemplates;
  const [selected, setSelected] = useState(NO_TEMPLATE);
  // The text the current choice put in (edits beyond it make a change need confirmation).
  const applied = useRef('');
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = async (name: string) => {
    setPending(null);
    setError(null);
    try {
      const content = name === NO_TEMPLATE ? '' : await fetchTemplateContent(fullPath, name);
      setSelected(name);
      applied.current = content;
      onDescription(content);
    } catch {
      setError('The template could not be loaded.');
    }
  };

  const choose = (name: string) => {
    const edited = description.trim() !== '' && description !== applied.current;
    if (edited) setPending(name);
    else void apply(name);
  };

  const initial = useRef(initialTemplate);
  useEffect(() => {
    const name = initial.current;
    if (!name || !templates?.some((t) => t.name === name)) return;
    initial.current = null;
    if (description.trim() === '') void apply(name);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the names arrive
  }, [templates]);

  // Nothing to choose (none offered, or the list failed to load): GitLab shows no dropdown.
  if (!templates?.length) return null;
  return (
    <>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="Description template"
          value={selected}
          data={[
            { value: NO_TEMPLATE, label: 'No template' },
            ...templateOptions(list.data?.project?.name ?? '', templates),
          ]}
          onChange={(e) => choose(e.currentTarget.value)}
          maw={320}
        />
        <Button
          variant="subtle"
          disabled={selected === NO_TEMPLATE}
          onClick={() => choose(selected)}
        >
          Reset template
        </Button>
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={OVERRIDE_TITLE}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">{OVERRIDE_WARNING}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setPending(null)}>
            Cancel
          </Button>
          <Button onClick={() => pending !== null && void apply(pending)}>Apply template</Button>
        </Group>
      </Modal>
    </>
  );
}
