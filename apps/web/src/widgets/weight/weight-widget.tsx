import { Button, Group, NumberInput } from '@mantine/core';
import { IconWeight } from '@tabler/icons-react';
import { useState } from 'react';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import { ensureSaved, SidebarWidget, useWidgetSave, type WidgetTarget } from '../shell/index.ts';
import { issueSetWeightMutation } from './issue-set-weight.mutation.ts';
import { SidebarWeightFragment } from './weight.fragment.ts';

export const WEIGHT_ERROR = 'Error updating issue';

/** An issue's weight: a whole number of 0 or more; 'Remove weight' clears it. */
export function WeightWidget({
  target,
  issue,
}: {
  target: WidgetTarget;
  /** The issue, as the page's query spreads the widget's fragment. */
  issue: FragmentOf<typeof SidebarWeightFragment>;
}) {
  const client = useGraphqlClient();
  const weight = readFragment(SidebarWeightFragment, issue).weight ?? null;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | number>('');
  const { value, saving, save } = useWidgetSave(weight, {
    failure: WEIGHT_ERROR,
    save: async (next) => {
      const answer = await client.request(issueSetWeightMutation, {
        input: { projectPath: target.fullPath, iid: target.iid, weight: next },
      });
      ensureSaved(answer.issueSetWeight);
    },
  });
  const submit = (next: number | null) => {
    setEditing(false);
    if (next !== value) void save(next);
  };
  const open = (next: boolean) => {
    setDraft(value ?? '');
    setEditing(next);
  };
  return (
    <SidebarWidget
      title="Weight"
      icon={<IconWeight size={18} />}
      summary={value === null ? 'None' : String(value)}
      editable={target.canUpdate}
      editing={editing}
      onEditingChange={open}
      saving={saving}
      shortcut="weight"
      closeText="Close"
      testId="weight-widget"
      editor={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(typeof draft === 'number' ? draft : null);
          }}
        >
          <NumberInput
            size="xs"
            label="Weight"
            min={0}
            max={2147483647}
            allowDecimal={false}
            allowNegative={false}
            data-autofocus
            autoFocus
            value={draft}
            onChange={setDraft}
            onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
          />
          <Group gap="xs" mt={6}>
            <Button size="compact-xs" type="submit">
              Set weight
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => submit(null)}>
              Remove weight
            </Button>
          </Group>
        </form>
      }
    >
      {value ?? null}
    </SidebarWidget>
  );
}
