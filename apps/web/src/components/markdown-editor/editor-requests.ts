// The editor's two REST calls, GitLab-shaped: the Markdown preview and file attachments. Both
// are cookie-authenticated POSTs, so they carry the session's CSRF token.

export class EditorRequestError extends Error {
  constructor(readonly status: number) {
    super(`Request failed (HTTP ${status})`);
  }
}

const headersWith = (csrfToken: string | null, extra: Record<string, string> = {}) => ({
  accept: 'application/json',
  ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
  ...extra,
});

/** `POST /api/v4/markdown`: the HTML the server's renderer makes of `text` in the project. */
export async function requestPreview(
  text: string,
  projectPath: string | undefined,
  csrfToken: string | null,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetch('/api/v4/markdown', {
    method: 'POST',
    credentials: 'same-origin',
    headers: headersWith(csrfToken, { 'content-type': 'application/json' }),
    body: JSON.stringify({ text, gfm: true, ...(projectPath ? { project: projectPath } : {}) }),
    signal,
  });
  if (!response.ok) throw new EditorRequestError(response.status);
  const body = (await response.json()) as { html?: unknown };
  return typeof body.html === 'string' ? body.html : '';
}

export interface UploadedFile {
  /** Markdown to insert: `![alt](/uploads/...)` for images, `[name](/uploads/...)` otherwise. */
  markdown: string;
}

/** `POST /api/v4/projects/:id/uploads` with the file as multipart `file`. */
export async function uploadFile(
  projectPath: string,
  file: File,
  csrfToken: string | null,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/v4/projects/${encodeURIComponent(projectPath)}/uploads`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: headersWith(csrfToken),
    body: form,
  });
  if (!response.ok) throw new EditorRequestError(response.status);
  const body = (await response.json()) as { markdown?: unknown };
  if (typeof body.markdown !== 'string') throw new EditorRequestError(response.status);
  return { markdown: body.markdown };
}
