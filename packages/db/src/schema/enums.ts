import { pgEnum } from 'drizzle-orm/pg-core';

export const userStateEnum = pgEnum('user_state', ['active', 'blocked', 'banned']);
export const visibilityEnum = pgEnum('visibility', ['private', 'internal', 'public']);
export const namespaceKindEnum = pgEnum('namespace_kind', ['group', 'project']);
export const workItemTypeEnum = pgEnum('work_item_type', ['epic', 'issue', 'incident', 'task']);
export const workItemStateEnum = pgEnum('work_item_state', ['opened', 'closed']);
export const healthStatusEnum = pgEnum('health_status', ['on_track', 'needs_attention', 'at_risk']);
export const severityEnum = pgEnum('severity', ['critical', 'high', 'medium', 'low', 'unknown']);
export const escalationStatusEnum = pgEnum('escalation_status', [
  'triggered',
  'acknowledged',
  'resolved',
]);
export const linkTypeEnum = pgEnum('link_type', ['relates_to', 'blocks']);
export const milestoneStateEnum = pgEnum('milestone_state', ['active', 'closed']);
export const todoStateEnum = pgEnum('todo_state', ['pending', 'done']);
export const todoActionEnum = pgEnum('todo_action', [
  'assigned',
  'mentioned',
  'marked',
  'directly_addressed',
  'escalated',
]);
export const eventActionEnum = pgEnum('event_action', [
  'created',
  'updated',
  'closed',
  'reopened',
  'commented',
  'destroyed',
  'moved',
]);
