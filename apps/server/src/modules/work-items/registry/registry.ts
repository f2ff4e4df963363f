import type { Widget } from '../core/widget.ts';
import type { RestSlice } from '../core/rest-slice.ts';
import type { InputSlice } from '../core/input.ts';
import { composeRest } from '../core/rest-body.ts';
import { installWidgets, type WidgetSet } from '../core/widget-set.ts';
import { registerNoteTexts } from '../activity/note-texts.ts';
import { linksNotes } from '../widgets/links/links.notes.ts';
import { assigneesWidget } from '../widgets/assignees/assignees.widget.ts';
import { colorWidget } from '../widgets/color/color.widget.ts';
import { confidentialityLockWidget } from '../widgets/confidentiality-lock/confidentiality-lock.widget.ts';
import { datesWidget } from '../widgets/dates/dates.widget.ts';
import { descriptionWidget } from '../widgets/description/description.widget.ts';
import { incidentWidget } from '../widgets/incident/incident.widget.ts';
import { hierarchyWidget } from '../widgets/hierarchy/hierarchy.widget.ts';
import { iterationWidget } from '../widgets/iteration/iteration.widget.ts';
import { labelsWidget } from '../widgets/labels/labels.widget.ts';
import { milestoneWidget } from '../widgets/milestone/milestone.widget.ts';
import { stateWidget } from '../widgets/state/state.widget.ts';
import { taskListWidget } from '../widgets/task-list/task-list.widget.ts';
import { timeTrackingWidget } from '../widgets/time-tracking/time-tracking.widget.ts';
import { typeWidget } from '../widgets/type/type.widget.ts';
import { weightHealthWidget } from '../widgets/weight-health/weight-health.widget.ts';

/**
 * The widgets of each work-item type, in the order the pipeline applies them (confidentiality
 * before hierarchy: a parent check sees the item's new confidentiality). Adding a widget is a
 * folder under `widgets/` and a line here.
 */
const ISSUE_WIDGETS: readonly Widget[] = [
  descriptionWidget,
  taskListWidget,
  stateWidget,
  typeWidget,
  incidentWidget,
  confidentialityLockWidget,
  milestoneWidget,
  iterationWidget,
  weightHealthWidget,
  datesWidget,
  labelsWidget,
  assigneesWidget,
  hierarchyWidget,
  timeTrackingWidget,
];

export const WIDGETS: WidgetSet = {
  epic: [
    descriptionWidget,
    taskListWidget,
    stateWidget,
    colorWidget,
    confidentialityLockWidget,
    datesWidget,
    labelsWidget,
    hierarchyWidget,
  ],
  issue: ISSUE_WIDGETS,
  incident: ISSUE_WIDGETS,
  task: ISSUE_WIDGETS,
};

installWidgets(WIDGETS);
// Links are written by their own routes, not by a widget of the set: their note texts here.
registerNoteTexts(linksNotes);

/** Every widget once, in registry order (the surfaces add their GraphQL fields and routes). */
export const ALL_WIDGETS: readonly Widget[] = [...new Set(Object.values(WIDGETS).flat())];

/** The REST keys of a surface's widgets, in registry order (`core/rest-body.ts` composes them). */
export const restSlices = (surface: 'epic' | 'issue'): RestSlice[] =>
  WIDGETS[surface].flatMap((w) => w.rest?.[surface] ?? []);

/** The epic and issue REST bodies and JSON keys, from their widgets' REST keys. */
export const EPIC_REST = composeRest(restSlices('epic'));
export const ISSUE_REST = composeRest(restSlices('issue'));

/** The GraphQL input slices of a surface's widgets, in registry order (`core/input.ts` composes them). */
export const inputSlices = (surface: 'epic' | 'issue'): InputSlice[] =>
  WIDGETS[surface].flatMap((w) => w.graphqlInput?.[surface] ?? []);
