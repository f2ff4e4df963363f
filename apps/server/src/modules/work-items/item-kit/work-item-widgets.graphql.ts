import { builder } from '#server/graphql/builder.ts';
import type { ItemWidget } from '../core/item-surface.ts';
import { widgetsOf } from '../core/widget-set.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { ALL_WIDGETS } from '../registry/registry.ts';

/**
 * GitLab's `WorkItem.widgets`: one object per widget of the item's type that declares a
 * `widgetType`, in registry order. Each widget implements its object (`WorkItemWidgetHierarchy`,
 * `WorkItemWidgetTimeTracking`) on this interface; a client picks them with inline fragments.
 */

const WidgetTypeEnum = builder.enumType('WorkItemWidgetType', {
  description: 'Type of a work item widget',
  values: [...new Set(ALL_WIDGETS.flatMap((w) => (w.widgetType ? [w.widgetType] : [])))],
});

export const WorkItemWidgetRef = builder.interfaceRef<ItemWidget>('WorkItemWidget');
WorkItemWidgetRef.implement({
  description: 'A widget of a work item.',
  fields: (t) => ({
    type: t.field({ type: WidgetTypeEnum, resolve: (w) => w.type }),
  }),
});

/** The widgets list of one item. */
export const itemWidgets = (item: WorkItemRow): ItemWidget[] =>
  widgetsOf(item.type).flatMap((w) => (w.widgetType ? [{ type: w.widgetType, item }] : []));
