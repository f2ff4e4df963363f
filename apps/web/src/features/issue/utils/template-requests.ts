/** GitLab's project templates API (GET only: the session cookie suffices, no CSRF token). */
const base = (fullPath: string) =>
  `/api/v4/projects/${encodeURIComponent(fullPath)}/templates/issues`;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Request failed (HTTP ${response.status})`);
  return response.json();
}

export async function fetchTemplateNames(fullPath: string): Promise<string[]> {
  const body = await getJson(base(fullPath));
  if (!Array.isArray(body)) throw new Error('Unexpected templates answer');
  return body.map((t: { name?: unknown }) => String(t.name));
}

export async function fetchTemplateContent(fullPath: string, name: string): Promise<string> {
  const body = (await getJson(`${base(fullPath)}/${encodeURIComponent(name)}`)) as {
    content?: unknown;
  };
  return typeof body.content === 'string' ? body.content : '';
}
