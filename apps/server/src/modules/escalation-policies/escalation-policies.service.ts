import { inArray } from 'drizzle-orm';
import { users } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { refusingDuplicates } from '#server/lib/db-errors.ts';
import { forbidden, notFound, refused } from '#server/lib/errors.ts';
import { projectPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';
import { readableNamespaceById } from '#server/core/namespaces/namespaces.service.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { requireUser } from '#server/core/require-user.ts';
import {
  deletePolicy,
  findPolicy,
  insertPolicy,
  listPolicies,
  updatePolicy,
  type EscalationPolicyRow,
  type RuleValues,
} from './escalation-policies.repository.ts';

/**
 * Escalation policies of a project: maintainers create, edit and delete them; members who may
 * set incident metadata (adminIssue) list them to choose one; others see none.
 */

export const NAME_TAKEN = 'Name has already been taken';
export const RULES_REQUIRED = 'Escalation policies must have at least one rule';
export const MAX_RULES = 10;

export interface RuleInput {
  status: RuleValues['status'];
  elapsedTimeSeconds: number;
  username: string;
}

export interface PolicyInput {
  name?: string | undefined;
  description?: string | null | undefined;
  rules?: RuleInput[] | undefined;
}

export async function listProjectPolicies(
  ctx: RequestContext,
  project: NamespaceRow,
  name?: string | null,
) {
  if (!(await projectPermissionsFor(ctx, project)).adminIssue) return [];
  return listPolicies(ctx.db, project.id, name);
}

async function requireMaintainer(ctx: RequestContext, project: NamespaceRow) {
  requireUser(ctx);
  if (!(await projectPermissionsFor(ctx, project)).adminProject) throw forbidden();
}

/** A policy of a project the viewer maintains; anything else reads as absent. */
async function maintainedPolicy(ctx: RequestContext, id: number) {
  const policy = await findPolicy(ctx.db, id);
  const project = policy && (await readableNamespaceById(ctx, policy.projectId));
  if (!policy || !project) throw notFound();
  await requireMaintainer(ctx, project);
  return { policy, project };
}

/** Rules with their users resolved by username; an unknown one refuses the write. */
async function resolveRules(ctx: RequestContext, rules: RuleInput[]): Promise<RuleValues[]> {
  if (rules.length === 0) throw refused(422, RULES_REQUIRED);
  if (rules.length > MAX_RULES) {
    throw refused(422, `Escalation policies may have at most ${MAX_RULES} rules`);
  }
  const names = [...new Set(rules.map((r) => r.username.toLowerCase()))];
  const found = await ctx.db
    .select({ id: users.id, username: users.username, state: users.state })
    .from(users)
    .where(
      inArray(
        users.username,
        rules.map((r) => r.username),
      ),
    );
  const byName = new Map(
    found.filter((u) => u.state === 'active').map((u) => [u.username.toLowerCase(), u.id]),
  );
  const missing = names.find((n) => !byName.has(n));
  if (missing) throw refused(422, `User not found: ${missing}`);
  return rules.map((r) => ({
    status: r.status,
    elapsedTimeSeconds: r.elapsedTimeSeconds,
    userId: byName.get(r.username.toLowerCase())!,
  }));
}

export async function createPolicy(
  ctx: RequestContext,
  project: NamespaceRow,
  input: Required<Pick<PolicyInput, 'name' | 'rules'>> & PolicyInput,
): Promise<EscalationPolicyRow> {
  await requireMaintainer(ctx, project);
  const rules = await resolveRules(ctx, input.rules);
  return refusingDuplicates(NAME_TAKEN, () =>
    ctx.db.transaction((tx) =>
      insertPolicy(tx, project.id, {
        name: input.name,
        description: input.description ?? null,
        rules,
      }),
    ),
  );
}

export async function editPolicy(ctx: RequestContext, id: number, input: PolicyInput) {
  await maintainedPolicy(ctx, id);
  const rules = input.rules ? await resolveRules(ctx, input.rules) : undefined;
  return refusingDuplicates(NAME_TAKEN, () =>
    ctx.db.transaction((tx) =>
      updatePolicy(tx, id, { name: input.name, description: input.description, rules }),
    ),
  );
}

export async function destroyPolicy(ctx: RequestContext, id: number) {
  const { policy } = await maintainedPolicy(ctx, id);
  await ctx.db.transaction((tx) => deletePolicy(tx, id));
  return policy;
}
