import { useState, type ReactNode } from 'react';
import { SidebarWidget } from './sidebar-widget.tsx';
import { useWidgetSave } from './use-widget-save.ts';
import { WidgetPicker } from './widget-picker.tsx';

export type SelectOption = { id: string; title: string };

const NONE = '__none__';

type Props<T extends SelectOption> = {
  title: string;
  icon: ReactNode;
  shortcut?: string;
  editable: boolean;
  value: T | null;
  renderValue: (value: T) => ReactNode;
  /** The first option, which removes the value ('No milestone'). */
  noneText: string;
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  options: readonly T[];
  optionText?: (option: T) => string;
  loading?: boolean;
  error?: string | null;
  save: (next: T | null) => Promise<unknown>;
  /** The text of a failed save. */
  failure: string;
  /** Shown under the value (a permission warning...). */
  note?: ReactNode;
  /** A value is set that the viewer may not view: 'None' is not checked and can be picked. */
  hidden?: boolean;
  testId?: string;
};

/** A widget holding one value picked from a searched list (milestone, epic, parent...). */
export function SelectWidget<T extends SelectOption>(props: Props<T>) {
  const [editing, setEditing] = useState(false);
  const { value, saving, save } = useWidgetSave(props.value, {
    save: props.save,
    failure: props.failure,
  });
  const text = props.optionText ?? ((o: T) => o.title);
  const withheld = Boolean(props.hidden) && value === null;
  const options = [
    { id: NONE, text: props.noneText, state: value || withheld ? 'off' : 'on' } as const,
    ...props.options.map((o) => ({
      id: o.id,
      text: text(o),
      state: o.id === value?.id ? ('on' as const) : ('off' as const),
    })),
  ];
  const pick = (id: string) => {
    setEditing(false);
    props.onSearch('');
    const next = id === NONE ? null : (props.options.find((o) => o.id === id) ?? null);
    if (withheld || (next?.id ?? null) !== (value?.id ?? null)) void save(next);
  };
  return (
    <SidebarWidget
      title={props.title}
      icon={props.icon}
      summary={value ? text(value) : 'None'}
      editable={props.editable}
      editing={editing}
      onEditingChange={setEditing}
      saving={saving}
      shortcut={props.shortcut}
      closeText="Close"
      testId={props.testId}
      editor={
        <WidgetPicker
          label={props.searchLabel}
          search={props.search}
          onSearch={props.onSearch}
          options={options}
          onToggle={pick}
          onClose={() => setEditing(false)}
          loading={props.loading}
          error={props.error}
        />
      }
    >
      {value || props.note ? (
        <>
          {value ? props.renderValue(value) : null}
          {props.note}
        </>
      ) : null}
    </SidebarWidget>
  );
}
