import type { FastifyInstance } from 'fastify';
import { registerDeleteFormRoutes } from './core/delete-form.routes.ts';
import { registerEpicRelationRoutes } from './widgets/hierarchy/epic-relations.rest.ts';
import { registerEpicRoutes } from './epics/epics.rest.ts';
import { registerIssueLinkRoutes } from './widgets/links/issue-links.rest.ts';
import { registerIssueRoutes } from './issues/issues.rest.ts';
import { registerRealtimeChangesRoutes } from './issues/realtime-changes.routes.ts';
import { registerSpamRoutes } from './spam/spam.rest.ts';
import { registerTodoRoutes } from './todos/todos.rest.ts';

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
}
