import type { InterfaceRef, ObjectRef } from '@pothos/core';
import type { Types } from './field-builder.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** One widget of one item in GitLab's `WorkItem.widgets` list (item-kit/work-item-widgets). */
export interface ItemWidget {
  /** GitLab's `WorkItemWidgetType` value (`Widget.widgetType`). */
  readonly type: string;
  readonly item: WorkItemRow;
}

/**
 * The GraphQL item types a widget adds its fields to (`Widget.graphql`): the surface that
 * creates them (work-items.graphql.ts) passes them in, so a widget imports no item type.
 */
export interface ItemSurface {
  /** GitLab's `Issue` (issues, incidents, tasks through the REST-era API). */
  readonly issue: ObjectRef<Types, WorkItemRow>;
  /** GitLab's `Epic`. */
  readonly epic: ObjectRef<Types, WorkItemRow>;
  /** GitLab's `WorkItem` (any type). */
  readonly workItem: ObjectRef<Types, WorkItemRow>;
  /** GitLab's `WorkItemWidget` interface, which a widget's object in `widgets` implements. */
  readonly widget: InterfaceRef<Types, ItemWidget>;
}
