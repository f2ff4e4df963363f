// The saved-view picker beside the roadmap's filter bar: the group's shared views and the viewer's
// private ones (choosing one applies it), then the actions on the applied view and 'Save view…'.
import { Badge, Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { RoadmapView } from '../hooks/use-roadmap-views.ts';
import {
  APPLIED,
  DELETE_VIEW,
  MODIFIED,
  NO_SAVED_VIEWS,
  OVERWRITE_VIEW,
  PICKER_LABEL,
  PRIVATE_SECTION,
  RENAME_VIEW,
  SAVE_VIEW,
  SHARED_SECTION,
} from '../utils/messages.ts';

export interface ViewPickerProps {
  views: readonly RoadmapView[];
  applied: RoadmapView | null;
  modified: boolean;
  canSave: boolean;
  onApply: (view: RoadmapView) => void;
  onSave: () => void;
  onRename: () => void;
  onOverwrite: () => void;
  onDelete: () => void;
}

function ViewSection({
  title,
  views,
  applied,
  onApply,
}: {
  title: string;
  views: readonly RoadmapView[];
  applied: RoadmapView | null;
  onApply: (view: RoadmapView) => void;
}) {
  if (views.length === 0) return null;
  return (
    <>
      <Menu.Label>{title}</Menu.Label>
      {views.map((view) => {
        const checked = view.id === applied?.id;
        return (
          <Menu.Item
            key={view.id}
            data-applied={checked || undefined}
            leftSection={<IconCheck size={14} aria-hidden style={{ opacity: checked ? 1 : 0 }} />}
            onClick={() => onApply(view)}
            data-testid="roadmap-view-option"
          >
            {view.name}
            {checked ? <VisuallyHidden>, {APPLIED}</VisuallyHidden> : null}
          </Menu.Item>
        );
      })}
    </>
  );
}

/**
 * The button's name: 'Roadmap view', then the applied view and whether the URL changed it; it
 * holds the visible text (WCAG 2.5.3, label in name).
 */
export function pickerName(applied: string | null, modified: boolean): string {
  if (applied === null) return PICKER_LABEL;
  return `${PICKER_LABEL}: ${applied}${modified ? ` (${MODIFIED})` : ''}`;
}

export function ViewPicker(props: ViewPickerProps) {
  const { views, applied, modified } = props;
  const shared = views.filter((view) => view.visibility === 'GROUP');
  const own = views.filter((view) => view.visibility === 'PRIVATE');
  return (
    // hideDetached off: the menu stays open while its button scrolls away (and in jsdom, where the
    // button has no size and would count as detached).
    <Menu
      position="bottom-start"
      width={280}
      withInitialFocusPlaceholder={false}
      hideDetached={false}
    >
      <Menu.Target>
        <Button
          variant="default"
          aria-label={pickerName(applied?.name ?? null, modified)}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          maw="min(280px, 100%)"
          data-testid="roadmap-view-picker"
        >
          <span data-testid="roadmap-view-name">{applied?.name ?? PICKER_LABEL}</span>
          {/* A space, so the visible text reads 'Name Modified' as the button's name does. */}
          {modified ? ' ' : null}
          {modified ? (
            <Badge
              ml={6}
              size="sm"
              variant="filled"
              color="blue.9"
              data-testid="roadmap-view-modified"
            >
              {MODIFIED}
            </Badge>
          ) : null}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="roadmap-view-menu">
        <ViewSection
          title={SHARED_SECTION}
          views={shared}
          applied={applied}
          onApply={props.onApply}
        />
        <ViewSection
          title={PRIVATE_SECTION}
          views={own}
          applied={applied}
          onApply={props.onApply}
        />
        {views.length === 0 ? <Menu.Item disabled>{NO_SAVED_VIEWS}</Menu.Item> : null}
        {props.canSave || applied?.canUpdate ? <Menu.Divider /> : null}
        {applied?.canUpdate ? (
          <>
            <Menu.Item onClick={props.onRename}>{RENAME_VIEW}</Menu.Item>
            <Menu.Item onClick={props.onOverwrite} disabled={!modified}>
              {OVERWRITE_VIEW}
            </Menu.Item>
            <Menu.Item color="red.9" onClick={props.onDelete}>
              {DELETE_VIEW}
            </Menu.Item>
          </>
        ) : null}
        {props.canSave ? <Menu.Item onClick={props.onSave}>{SAVE_VIEW}</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
