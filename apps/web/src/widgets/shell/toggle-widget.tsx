import { Button, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { SidebarWidget } from './sidebar-widget.tsx';
import { useWidgetSave } from './use-widget-save.ts';

type Props = {
  title: string;
  icon: ReactNode;
  value: boolean;
  /** The viewer may switch it; otherwise the state is shown read-only. */
  enabled: boolean;
  /** Text of the state ('Notifications on'...), or of the button for `control="button"`. */
  text: (on: boolean) => string;
  control?: 'switch' | 'button';
  /** Shown under the control (why it is disabled...). */
  hint?: ReactNode;
  save: (next: boolean) => Promise<unknown>;
  failure: string;
  /** Toast after a successful change ('Issue locked.'). */
  success?: (on: boolean) => string;
  shortcut?: string;
  testId?: string;
};

/** A widget that is one on/off choice: confidentiality, lock, notifications, to-do. */
export function ToggleWidget(props: Props) {
  const { value, saving, save } = useWidgetSave(props.value, {
    save: props.save,
    failure: props.failure,
  });
  const flip = async () => {
    const next = !value;
    if ((await save(next)) && props.success) notifications.show({ message: props.success(next) });
  };
  const control =
    props.control === 'button' ? (
      <Button
        variant="default"
        size="compact-sm"
        disabled={!props.enabled || saving}
        data-shortcut={props.shortcut}
        onClick={() => void flip()}
      >
        {props.text(value)}
      </Button>
    ) : (
      <Switch
        size="sm"
        label={props.text(value)}
        checked={value}
        disabled={!props.enabled || saving}
        data-shortcut={props.shortcut}
        onChange={() => void flip()}
      />
    );
  return (
    <SidebarWidget
      title={props.title}
      icon={props.icon}
      summary={props.control === 'button' ? props.text(value) : value ? 'On' : 'Off'}
      editable={false}
      editing={false}
      onEditingChange={() => {}}
      saving={saving}
      testId={props.testId}
    >
      {control}
      {props.hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {props.hint}
        </Text>
      ) : null}
    </SidebarWidget>
  );
}
