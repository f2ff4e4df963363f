import { ActionIcon, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTag, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { LabelBadge, type LabelLike } from '#web/components/label-badge.tsx';
import {
  readFragment,
  useGraphqlClient,
  useGraphqlQuery,
  type FragmentOf,
} from '#web/lib/graphql/index.ts';
import {
  ensureSaved,
  SidebarWidget,
  useMultiSelect,
  useWidgetSave,
  WidgetPicker,
  type WidgetTarget,
} from '../shell/index.ts';
import { CreateLabelView } from './create-label-view.tsx';
import { SidebarLabelFragment } from './label.fragment.ts';
import { setIds, toggleLabel, type LabelState } from './label-selection.ts';
import { groupLabelsQuery, projectLabelsQuery } from './labels.queries.ts';
import { epicSetLabelsMutation, issueSetLabelsMutation } from './labels.mutations.ts';

export type WidgetLabel = LabelLike & { id: string };

export const LABELS_FETCH_ERROR = 'Error fetching labels.';
export const labelsError = (type: string) => `Error updating ${type}`;
const NO_LABEL = '__no_label__';

function useLabelOptions(target: WidgetTarget, search: string, enabled: boolean) {
  const variables = { fullPath: target.fullPath, search: search || null };
  const issue = useGraphqlQuery(projectLabelsQuery, variables, {
    enabled: enabled && target.type === 'issue',
  });
  const epic = useGraphqlQuery(groupLabelsQuery, variables, {
    enabled: enabled && target.type === 'epic',
  });
  const query = target.type === 'issue' ? issue : epic;
  const nodes =
    (target.type === 'issue' ? issue.data?.project?.labels : epic.data?.group?.labels)?.nodes ?? [];
  return {
    labels: readFragment(SidebarLabelFragment, nodes).filter((l) => l !== null),
    loading: query.isFetching,
    failed: query.isError,
  };
}

/**
 * Labels: a searchable multi-select with check marks ('No label' clears all), scoped labels
 * keeping one value per scope, an inline create-label view, and × on each label to remove it.
 */
export function LabelsWidget({
  target,
  labels: refs,
}: {
  target: WidgetTarget;
  /** The item's labels, as the page's query spreads the widget's fragment. */
  labels: readonly FragmentOf<typeof SidebarLabelFragment>[];
}) {
  const client = useGraphqlClient();
  const labels: readonly WidgetLabel[] = readFragment(SidebarLabelFragment, refs);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WidgetLabel[]>([]);
  const [debounced] = useDebouncedValue(search, 250);
  const { value, saving, save } = useWidgetSave<readonly WidgetLabel[]>(labels, {
    failure: labelsError(target.type),
    save: async (next) => {
      if (target.type === 'issue') {
        const answer = await client.request(issueSetLabelsMutation, {
          projectPath: target.fullPath,
          iid: target.iid,
          labelIds: next.map((l) => l.id),
        });
        return ensureSaved(answer.updateIssue);
      }
      const ids = new Set(next.map((l) => l.id));
      const answer = await client.request(epicSetLabelsMutation, {
        groupPath: target.fullPath,
        iid: target.iid,
        addLabelIds: [...ids].filter((id) => !labels.some((l) => l.id === id)),
        removeLabelIds: labels.filter((l) => !ids.has(l.id)).map((l) => l.id),
      });
      return ensureSaved(answer.updateEpic);
    },
  });
  const found = useLabelOptions(target, debounced, target.canUpdate);
  const all = [...value, ...created, ...found.labels].filter(
    (l, i, list) => list.findIndex((o) => o.id === l.id) === i,
  );
  const byId = new Map(all.map((l) => [l.id, l]));
  const apply = (picked: WidgetLabel[]) => {
    setSearch('');
    setCreating(false);
    void save(picked);
  };
  const picker = useMultiSelect(value, apply, all);
  const states = new Map<string, LabelState>(picker.draft.map((id) => [id, 'on']));
  const listed = search
    ? all.filter((l) => l.title.toLowerCase().includes(search.toLowerCase()))
    : all;
  const options = [
    { id: NO_LABEL, text: 'No label', state: picker.draft.length ? 'off' : 'on' } as const,
    ...listed.map((l) => ({
      id: l.id,
      text: l.title,
      view: <LabelBadge label={l} />,
      state: states.get(l.id) ?? ('off' as const),
    })),
  ];
  const toggle = (id: string) => {
    if (id === NO_LABEL) return picker.setDraft([]);
    const label = byId.get(id);
    if (label) picker.setDraft(setIds(toggleLabel(states, label, all)));
  };
  const editor = creating ? (
    <CreateLabelView
      target={target}
      onCancel={() => setCreating(false)}
      onCreated={(label) => {
        setCreated((c) => [...c, label]);
        picker.setDraft((d) => [...d, label.id]);
        setCreating(false);
      }}
    />
  ) : (
    <WidgetPicker
      label="Search labels"
      multiple
      search={search}
      onSearch={setSearch}
      options={options}
      onToggle={toggle}
      onClose={picker.close}
      loading={found.loading}
      error={found.failed ? LABELS_FETCH_ERROR : null}
      footer={
        <Button size="compact-xs" variant="subtle" onClick={() => setCreating(true)}>
          Create label
        </Button>
      }
    />
  );
  return (
    <SidebarWidget
      title="Labels"
      icon={<IconTag size={18} />}
      summary={value.length ? value.map((l) => l.title).join(', ') : 'None'}
      editable={target.canUpdate}
      editing={picker.editing}
      onEditingChange={picker.onEditingChange}
      saving={saving}
      shortcut="label"
      testId="labels-widget"
      editor={editor}
    >
      {value.length ? (
        <Group gap={6} wrap="wrap" component="ul" aria-label="Labels" m={0} p={0}>
          {value.map((label) => (
            <Group
              key={label.id}
              component="li"
              gap={0}
              wrap="nowrap"
              style={{ listStyle: 'none' }}
            >
              <LabelBadge label={label} />
              {target.canUpdate ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="xs"
                  aria-label={`Remove label ${label.title}`}
                  onClick={() => void save(value.filter((l) => l.id !== label.id))}
                >
                  <IconX size={12} />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Group>
      ) : null}
    </SidebarWidget>
  );
}
