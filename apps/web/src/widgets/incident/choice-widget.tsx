import { useState, type ReactNode } from 'react';
import { SidebarWidget, WidgetPicker, useWidgetSave, type PickerOption } from '../shell/index.ts';

export type Choice = { id: string; text: string; view?: ReactNode };

/**
 * A single-choice sidebar widget: the shell, a searchable picker of `choices`, and an optimistic
 * save that reverts with `failure` when the server refuses.
 */
export function ChoiceWidget(props: {
  title: string;
  icon: ReactNode;
  testId: string;
  editable: boolean;
  value: string | null;
  choices: readonly Choice[];
  save: (id: string) => Promise<unknown>;
  failure: string;
  searchLabel: string;
  empty?: ReactNode;
  loading?: boolean;
  error?: string | null;
}) {
  const [editing, setEditing] = useState(false);
  const [search, setSearch] = useState('');
  const { value, saving, save } = useWidgetSave(props.value, {
    save: (next) => props.save(next ?? ''),
    failure: props.failure,
  });
  const chosen = props.choices.find((c) => c.id === value) ?? null;
  const options: PickerOption[] = props.choices
    .filter((c) => c.text.toLowerCase().includes(search.trim().toLowerCase()))
    .map((c) => ({ ...c, state: c.id === value ? 'on' : 'off' }));
  return (
    <SidebarWidget
      title={props.title}
      icon={props.icon}
      summary={chosen?.text ?? 'None'}
      editable={props.editable}
      editing={editing}
      onEditingChange={setEditing}
      saving={saving}
      closeText="Close"
      testId={props.testId}
      empty={props.empty}
      editor={
        <WidgetPicker
          label={props.searchLabel}
          search={search}
          onSearch={setSearch}
          options={options}
          loading={props.loading}
          error={props.error}
          onToggle={(id) => {
            setEditing(false);
            setSearch('');
            if (id !== value) void save(id);
          }}
          onClose={() => setEditing(false)}
        />
      }
    >
      {chosen ? (chosen.view ?? chosen.text) : null}
    </SidebarWidget>
  );
}
