// The widgets layer's shared shell: every widget folder builds on these.
export { SidebarLayout } from './sidebar-layout.tsx';
export { SidebarWidget, type SidebarWidgetProps } from './sidebar-widget.tsx';
export { COLLAPSED_GUTTER_KEY, useSidebarCollapse } from './sidebar-collapse.ts';
export { SelectWidget, type SelectOption } from './select-widget.tsx';
export { ToggleWidget } from './toggle-widget.tsx';
export { DateEditor } from './date-editor.tsx';
export { useMultiSelect } from './use-multi-select.ts';
export { WidgetPicker, type PickerOption } from './widget-picker.tsx';
export { useWidgetSave } from './use-widget-save.ts';
export { ensureSaved, firstError, showWidgetError, WidgetSaveError } from './widget-errors.ts';
export { itemAddress, typeName, type IssueOrEpic, type WidgetTarget } from './widget-target.ts';
export { HiddenValueNote, hiddenValueWarning, noPermissionText } from './hidden-value-note.tsx';
export {
  attributeReadFailure,
  ReadFailure,
  readFailureOf,
  useReadFailure,
  type ReadFailureTexts,
} from './read-failure.tsx';
