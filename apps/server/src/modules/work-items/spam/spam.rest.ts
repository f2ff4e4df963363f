import type { FastifyInstance } from 'fastify';
import { issueDetailJson } from '../item-kit/rest-json.ts';
import { issueFromParams, type IssueParams } from '../issues/issues.rest.ts';
import { setIssueSpam } from './spam.writes.ts';

/**
 * Admin REST: `POST /projects/:id/issues/:issue_iid/spam` submits the issue as spam, `DELETE`
 * on the same path marks it as not spam; both answer the issue (GitLab's detail JSON). A viewer
 * who cannot read the issue gets 404, a reader who is no admin 403 (GitLab's answers).
 */
export function registerSpamRoutes(app: FastifyInstance) {
  const url = '/api/v4/projects/:id/issues/:issue_iid/spam';
  for (const [method, spam] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route<IssueParams>({
      method,
      url,
      handler: async (req, reply) => {
        const ctx = req.ctx();
        const { issue } = await issueFromParams(ctx, req.params);
        const row = await setIssueSpam(ctx, issue, spam);
        return reply.status(spam ? 201 : 200).send(await issueDetailJson(ctx, row));
      },
    });
  }
}
