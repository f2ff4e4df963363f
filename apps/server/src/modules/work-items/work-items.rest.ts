import type { FastifyInstance } from 'fastify';
import { registerDeleteFormRoutes } from './delete-form.routes.ts';
import { registerEpicRelationRoutes } from './epic-relations.rest.ts';
import { registerEpicRoutes } from './epics.rest.ts';
import { registerIssueLinkRoutes } from './widgets/links/issue-links.rest.ts';
import { registerIssueRoutes } from './issues.rest.ts';

/**
 * Every REST v4 route of the work-items module (epics, epic relations, issues, issue links), and
 * the web delete form of epics and issues.
 */
export function registerWorkItemRoutes(app: FastifyInstance) {
  registerEpicRoutes(app);
  registerEpicRelationRoutes(app);
  registerIssueRoutes(app);
  registerIssueLinkRoutes(app);
  registerDeleteFormRoutes(app);
}
