import type { NamespaceWorld } from '#server/testing/namespace-fixtures.ts';

/** Labels over the namespace world, and issues in acme/web labelled "bug" for counts. */
export async function labelWorld(w: NamespaceWorld) {
  const { f, groups, projects } = w;
  const bug = await f.label(groups.acme, 'bug', '#d9534f');
  const high = await f.label(groups.acme, 'priority::high', '#ff0000');
  const feature = await f.label(groups.acme, 'Feature', '#f0ad4e');
  const backend = await f.label(groups.platform, 'backend', '#428bca');
  const classified = await f.label(groups.secret, 'classified', '#000000');
  const frontend = await f.label(projects.web, 'frontend', '#5cb85c');
  const apiLabel = await f.label(projects.api, 'api-label', '#330066');
  const vaultOnly = await f.label(projects.vault, 'vault-only', '#ffffff');
  await f.issue(projects.web, { labels: [bug] });
  await f.issue(projects.web, { labels: [bug], state: 'closed' });
  await f.issue(projects.web, { labels: [bug, frontend], confidential: true });
  return { bug, high, feature, backend, classified, frontend, apiLabel, vaultOnly };
}

export type LabelWorld = Awaited<ReturnType<typeof labelWorld>>;
