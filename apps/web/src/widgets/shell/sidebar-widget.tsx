import { ActionIcon, Box, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useReadFailure } from './read-failure.tsx';
import { useSidebarCollapse } from './sidebar-collapse.ts';
import classes from './sidebar-layout.module.css';

export type SidebarWidgetProps = {
  title: string;
  /** The icon the collapsed gutter shows for this widget. */
  icon: ReactNode;
  /** Tooltip of the collapsed icon: the value in words ('2 Assignees', 'None'). */
  summary: string;
  /** The viewer may edit: without it the widget is read-only (no Edit button). */
  editable: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  saving?: boolean;
  /** `data-shortcut` of the Edit button, found by the keyboard shortcuts (e.g. 'label'). */
  shortcut?: string;
  /** Button text while the editor is open ('Apply' for multi-select pickers). */
  closeText?: 'Apply' | 'Close';
  /** The editor (picker, date input...), shown while editing. */
  editor?: ReactNode;
  /** The value view; `null` shows `empty`. */
  children?: ReactNode;
  empty?: ReactNode;
  testId?: string;
};

/**
 * The shell every sidebar widget renders in: title row with the Edit/Apply button, a saving
 * spinner, the value or the editor, and the icon-with-tooltip form in the collapsed gutter.
 */
export function SidebarWidget(props: SidebarWidgetProps) {
  const { collapsed, expand } = useSidebarCollapse();
  const titleId = useId();
  const { title, editable, editing, saving, children } = props;
  const readFailure = useReadFailure();
  if (collapsed) {
    const summary = readFailure ? (readFailure.summary ?? readFailure.message) : props.summary;
    return (
      <Box py={6} ta="center" data-testid={props.testId}>
        <Tooltip label={`${title}: ${summary}`} position="left" withinPortal>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${title}: ${summary}`}
            onClick={() => {
              expand();
              if (editable) props.onEditingChange(true);
            }}
          >
            {props.icon}
          </ActionIcon>
        </Tooltip>
      </Box>
    );
  }
  const empty = props.empty ?? (
    <Text size="sm" c="dimmed">
      None
    </Text>
  );
  const hasValue = children !== null && children !== undefined && children !== false;
  return (
    <Stack
      gap={4}
      py="sm"
      className={classes.field}
      role="group"
      aria-labelledby={titleId}
      aria-busy={saving || undefined}
      data-testid={props.testId}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <Text id={titleId} size="xs" fw={600} c="gray.7" tt="uppercase" lts={0.4}>
            {title}
          </Text>
          {saving ? <Loader size={12} role="status" aria-label="Saving" /> : null}
        </Group>
        {editable ? (
          <Button
            variant="subtle"
            size="compact-xs"
            data-shortcut={props.shortcut}
            aria-label={editing ? undefined : `Edit ${title.toLowerCase()}`}
            aria-expanded={editing}
            onClick={() => props.onEditingChange(!editing)}
          >
            {editing ? (props.closeText ?? 'Apply') : 'Edit'}
          </Button>
        ) : null}
      </Group>
      {editing && editable ? props.editor : null}
      <Box data-testid="widget-value">
        {readFailure ? (
          <Text size="sm" c="red.8" role="alert">
            {readFailure.message}
          </Text>
        ) : hasValue ? (
          <Text component="div" size="sm">
            {children}
          </Text>
        ) : (
          empty
        )}
      </Box>
    </Stack>
  );
}
