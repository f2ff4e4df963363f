import type { Database } from '@cairn/db';
import { namespaceWorld, type Persona } from '../namespace-fixtures.ts';

/** Every title, name and path the non-members must never see contains this word. */
export const HIDDEN = 'Classified';

/**
 * The robustness workspace: the namespace world (acme public, acme/platform internal, acme/secret
 * private with the private project acme/secret/vault, other private) plus labels, milestones,
 * epics, issues, links and reactions, and the hidden things the leak checks probe:
 *
 *   acme&1 "Public epic" ~bug             acme&2 "Child epic" (child of &1)
 *   acme&3 "Classified epic" (confidential, child of &1)
 *   secret&1 "Classified secret epic"
 *   web#1 "Public issue" in &1, milestone "Acme M1", ~bug, assigned to developer
 *   web#2 "Second issue"   web#3 "Third issue" (unlinked)
 *   web#4 "Classified issue" (confidential) in &1, milestone "Web 1.0"
 *   vault#1 "Classified vault issue" in secret&1, milestone "Classified milestone"
 *
 * Links: web#1 blocks web#2, web#1 relates to web#4, &1 blocks &3. Reactions by the owner on
 * web#1, web#4, &1 and &3. Every persona has an `api` token; `readOnly` has a `read_api` one.
 */
export async function robustnessWorld(db: Database) {
  const w = await namespaceWorld(db);
  const { f, groups, projects, people } = w;
  const { acme, secret } = groups;
  const { web, vault } = projects;

  const labels = {
    bug: await f.label(acme, 'bug', '#d9534f'),
    feature: await f.label(acme, 'Feature', '#5cb85c'),
    frontend: await f.label(web, 'frontend', '#428bca'),
    classified: await f.label(secret, `${HIDDEN} label`, '#000000'),
    vaultLabel: await f.label(vault, `${HIDDEN} vault label`, '#111111'),
  };
  const milestones = {
    acme: await f.milestone(acme, {
      title: 'Acme M1',
      startDate: '2026-10-01',
      dueDate: '2026-12-31',
    }),
    web: await f.milestone(web, { title: 'Web 1.0', dueDate: '2026-12-01' }),
    secret: await f.milestone(secret, { title: `${HIDDEN} milestone`, dueDate: '2026-12-15' }),
    vault: await f.milestone(vault, { title: `${HIDDEN} vault milestone` }),
  };

  const owner = people.owner.user;
  const epic = await f.epic(acme, {
    title: 'Public epic',
    startDate: '2026-01-01',
    dueDate: '2026-03-31',
    labels: [labels.bug],
    author: owner,
  });
  const childEpic = await f.epic(acme, { title: 'Child epic', parent: epic, author: owner });
  const confidentialEpic = await f.epic(acme, {
    title: `${HIDDEN} epic`,
    description: `${HIDDEN} description`,
    confidential: true,
    parent: epic,
    author: owner,
  });
  const secretEpic = await f.epic(secret, { title: `${HIDDEN} secret epic`, author: owner });

  const issue = await f.issue(web, {
    title: 'Public issue',
    epic,
    milestone: milestones.acme,
    labels: [labels.bug],
    assignees: [people.developer.user],
    weight: 3,
    author: owner,
  });
  const secondIssue = await f.issue(web, { title: 'Second issue', author: owner });
  const thirdIssue = await f.issue(web, { title: 'Third issue', author: owner });
  const confidentialIssue = await f.issue(web, {
    title: `${HIDDEN} issue`,
    description: `${HIDDEN} description`,
    confidential: true,
    epic,
    milestone: milestones.web,
    labels: [labels.bug],
    author: owner,
  });
  const vaultIssue = await f.issue(vault, {
    title: `${HIDDEN} vault issue`,
    epic: secretEpic,
    milestone: milestones.vault,
    labels: [labels.vaultLabel],
    author: owner,
  });

  await f.link(issue, secondIssue, 'blocks');
  await f.link(issue, confidentialIssue, 'relates_to');
  await f.link(epic, confidentialEpic, 'blocks');
  await f.award(issue, owner, 'thumbsup');
  await f.award(confidentialIssue, owner, 'thumbsup');
  await f.award(epic, owner, 'rocket');
  await f.award(confidentialEpic, owner, 'rocket');

  const readOnly: Persona = {
    user: people.reporter.user,
    token: await f.token(people.reporter.user, ['read_api']),
  };

  return {
    ...w,
    people: { ...people, readOnly },
    labels,
    milestones,
    epics: { epic, childEpic, confidentialEpic, secretEpic },
    issues: { issue, secondIssue, thirdIssue, confidentialIssue, vaultIssue },
  };
}

export type RobustnessWorld = Awaited<ReturnType<typeof robustnessWorld>>;
