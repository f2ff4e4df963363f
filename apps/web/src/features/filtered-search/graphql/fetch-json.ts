/** A same-origin GET of a JSON web endpoint; throws on a non-2xx answer or a body that is not JSON. */
export async function fetchJson(
  path: string,
  params: Record<string, string | boolean | undefined>,
  signal?: AbortSignal,
): Promise<unknown> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  const response = await fetch(text === '' ? path : `${path}?${text}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`GET ${path} failed (HTTP ${response.status})`);
  return response.json();
}

/** The items of a JSON list answer, or an error when the answer is not a list. */
export function asList(body: unknown): Record<string, unknown>[] {
  if (!Array.isArray(body)) throw new Error('Expected a JSON list');
  return body.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
