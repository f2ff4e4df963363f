import type { FastifyInstance } from 'fastify';
import { registerUserRoutes } from '../modules/users/users.rest.ts';
import { registerGroupRoutes } from '../modules/groups/groups.rest.ts';
import { registerProjectRoutes } from '../modules/projects/projects.rest.ts';
import { registerMembershipRoutes } from '../modules/memberships/memberships.rest.ts';
import { registerMilestoneRoutes } from '../modules/milestones/milestones.rest.ts';
import { registerMilestoneWebRoutes } from '../modules/milestones/milestones.routes.ts';
import { registerLabelRoutes } from '../modules/labels/labels.rest.ts';
import { registerLabelWebRoutes } from '../modules/labels/labels.routes.ts';
import { registerEmojiRoutes } from '../modules/emoji/emoji.rest.ts';
import { registerWorkItemRoutes } from '../modules/work-items/work-items.rest.ts';
import { registerActivityRoutes } from '../modules/work-items/history/activity.rest.ts';
import { registerNoteRoutes } from '../modules/notes/notes.rest.ts';
import { registerMarkdownRoutes } from '../modules/markdown/markdown.rest.ts';
import { registerUploadRoutes } from '../modules/uploads/uploads.rest.ts';
import { registerUploadWebRoutes } from '../modules/uploads/uploads.routes.ts';
import { registerTemplateRoutes } from '../modules/templates/templates.rest.ts';
import { registerIterationRoutes } from '../modules/iterations/iterations.rest.ts';
import { registerAbuseReportRoutes } from '../modules/abuse-reports/abuse-reports.rest.ts';

/** Every REST v4 module registers here. */
export async function registerRestRoutes(app: FastifyInstance) {
  registerUserRoutes(app);
  registerGroupRoutes(app);
  registerProjectRoutes(app);
  registerMembershipRoutes(app);
  registerMilestoneRoutes(app);
  registerMilestoneWebRoutes(app);
  registerLabelRoutes(app);
  registerLabelWebRoutes(app);
  registerEmojiRoutes(app);
  registerWorkItemRoutes(app);
  registerActivityRoutes(app);
  registerNoteRoutes(app);
  registerMarkdownRoutes(app);
  registerUploadRoutes(app);
  registerUploadWebRoutes(app);
  registerTemplateRoutes(app);
  registerIterationRoutes(app);
  registerAbuseReportRoutes(app);
}
