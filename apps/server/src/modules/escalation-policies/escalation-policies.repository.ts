import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { escalationPolicies, escalationRules, type Database } from '@cairn/db';

/** SQL of a project's escalation policies and their rules. */

export type EscalationPolicyRow = typeof escalationPolicies.$inferSelect;
export type EscalationRuleRow = typeof escalationRules.$inferSelect;

export interface RuleValues {
  status: 'acknowledged' | 'resolved';
  elapsedTimeSeconds: number;
  userId: number;
}

export interface PolicyValues {
  name: string;
  description: string | null;
  rules: RuleValues[];
}

export async function listPolicies(db: Database, projectId: number, name?: string | null) {
  return db
    .select()
    .from(escalationPolicies)
    .where(
      and(
        eq(escalationPolicies.projectId, projectId),
        name ? ilike(escalationPolicies.name, `%${name.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(asc(escalationPolicies.name), asc(escalationPolicies.id));
}

export async function findPolicy(db: Database, id: number) {
  const [row] = await db.select().from(escalationPolicies).where(eq(escalationPolicies.id, id));
  return row ?? null;
}

export async function rulesOfPolicies(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(escalationRules)
    .where(inArray(escalationRules.policyId, [...ids]))
    .orderBy(asc(escalationRules.elapsedTimeSeconds), asc(escalationRules.id));
}

async function replaceRules(tx: Database, policyId: number, rules: RuleValues[]) {
  await tx.delete(escalationRules).where(eq(escalationRules.policyId, policyId));
  await tx.insert(escalationRules).values(rules.map((r) => ({ ...r, policyId })));
}

export async function insertPolicy(tx: Database, projectId: number, values: PolicyValues) {
  const [row] = await tx
    .insert(escalationPolicies)
    .values({ projectId, name: values.name, description: values.description })
    .returning();
  await replaceRules(tx, row!.id, values.rules);
  return row!;
}

export async function updatePolicy(tx: Database, id: number, values: Partial<PolicyValues>) {
  const set = {
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.description !== undefined ? { description: values.description } : {}),
  };
  const [row] = Object.keys(set).length
    ? await tx.update(escalationPolicies).set(set).where(eq(escalationPolicies.id, id)).returning()
    : await tx.select().from(escalationPolicies).where(eq(escalationPolicies.id, id));
  if (values.rules) await replaceRules(tx, id, values.rules);
  return row!;
}

export async function deletePolicy(tx: Database, id: number) {
  await tx.delete(escalationPolicies).where(eq(escalationPolicies.id, id));
}
