import type { FastifyInstance } from 'fastify';
import { registerDeleteFormRoutes } from './delete-form.routes.ts';
import { registerEpicRelationRoutes } from './surfaces/hierarchy/epic-relations.rest.ts';
import { registerEpicRoutes } from './epics/epics.rest.ts';
import { registerIssueLinkRoutes } from './surfaces/links/issue-links.rest.ts';
import { registerIssueRoutes } from './issues/issues.rest.ts';
import { registerRealtimeChangesRoutes } from './issues/realtime-changes.routes.ts';
import { registerSpamRoutes } from './spam/spam.rest.ts';
import { registerTodoRoutes } from './todos/todos.rest.ts';
import { ALL_WIDGETS } from './registry/registry.ts';
// Registers the to-do and e-mail hook of every write (core/write-hooks.ts).
import './todos/notify-write.ts';

/**
 * Every REST v4 route of the work-items module (epics, epic relations, issues, issue links), and
 * the web delete form of epics and issues, and the issue page's realtime_changes poll.
 */
export function registerWorkItemRoutes(app: FastifyInstance) {
  registerEpicRoutes(app);
  registerEpicRelationRoutes(app);
  registerIssueRoutes(app);
  registerIssueLinkRoutes(app);
  registerDeleteFormRoutes(app);
  registerRealtimeChangesRoutes(app);
  registerTodoRoutes(app);
  registerSpamRoutes(app);
  for (const widget of ALL_WIDGETS) widget.routes?.(app);
}
