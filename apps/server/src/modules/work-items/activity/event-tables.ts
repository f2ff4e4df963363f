import {
  resourceIterationEvents,
  resourceLabelEvents,
  resourceMilestoneEvents,
  resourceStateEvents,
  resourceWeightEvents,
} from '@cairn/db';

/** GitLab's resource event tables, by the kind of change they follow. */
export const EVENT_TABLES = {
  label: resourceLabelEvents,
  milestone: resourceMilestoneEvents,
  iteration: resourceIterationEvents,
  state: resourceStateEvents,
  weight: resourceWeightEvents,
} as const;

export type EventTable = (typeof EVENT_TABLES)[keyof typeof EVENT_TABLES];
