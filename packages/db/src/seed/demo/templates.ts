import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { issueTemplates, namespaces } from '../../schema/index.ts';
import { ROOT_GROUP } from './structure.ts';

/** The issue templates every demo project ships: 'Bug' and 'Feature proposal'. */
export const DEMO_ISSUE_TEMPLATES = [
  {
    name: 'Bug',
    content: [
      '## Summary',
      '',
      '<!-- What went wrong, in one or two sentences. -->',
      '',
      '## Steps to reproduce',
      '',
      '1. ',
      '',
      '## What happened',
      '',
      '## What should happen',
      '',
      '## Environment',
      '',
      '- Browser / OS: ',
      '- Version: ',
      '',
    ].join('\n'),
  },
  {
    name: 'Feature proposal',
    content: [
      '## Problem to solve',
      '',
      '<!-- Who has the problem, and why does it matter? -->',
      '',
      '## Proposal',
      '',
      '## Acceptance criteria',
      '',
      '- [ ] ',
      '',
      '## Links',
      '',
    ].join('\n'),
  },
] as const;

/** A template of the root group, inherited by all its projects (so the demo shows inheritance). */
export const DEMO_GROUP_TEMPLATE = {
  name: 'Support request',
  content: [
    '## Who is asking',
    '',
    '<!-- Customer or team, and how to reach them. -->',
    '',
    '## What they need',
    '',
    '## Deadline',
    '',
  ].join('\n'),
} as const;

/** Adds the demo issue templates to every project of the demo group, and one to the group. */
export async function writeDemoTemplates(db: Database): Promise<void> {
  const [root] = await db
    .select({ id: namespaces.id })
    .from(namespaces)
    .where(and(eq(namespaces.kind, 'group'), eq(namespaces.fullPath, ROOT_GROUP.path)));
  if (root) await db.insert(issueTemplates).values({ groupId: root.id, ...DEMO_GROUP_TEMPLATE });
  const projects = await db
    .select({ id: namespaces.id })
    .from(namespaces)
    .where(and(eq(namespaces.kind, 'project'), like(namespaces.fullPath, `${ROOT_GROUP.path}/%`)));
  const rows = projects.flatMap((p) =>
    DEMO_ISSUE_TEMPLATES.map((t) => ({ projectId: p.id, name: t.name, content: t.content })),
  );
  if (rows.length) await db.insert(issueTemplates).values(rows);
}
