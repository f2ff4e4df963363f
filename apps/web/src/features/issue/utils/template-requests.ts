/** GitLab's project templates API (GET only: the session cookie suffices, no CSRF token). */
const base = (fullPath: string) =>
  `/api/v4/projects/${encodeURIComponent(fullPath)}/templates/issues`;

/** A template's content, inherited ones included (the list comes from GraphQL with sources). */
export async function fetchTemplateContent(fullPath: string, name: string): Promise<string> {
  const response = await fetch(`${base(fullPath)}/${encodeURIComponent(name)}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Request failed (HTTP ${response.status})`);
  const body = (await response.json()) as { content?: unknown };
  return typeof body.content === 'string' ? body.content : '';
}
