// The embed URL of a roadmap view and the <iframe> snippet that shows it on another site.

/** Escapes a value for a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

export function embedUrl(origin: string, embedPath: string, search: string): string {
  return `${origin}${embedPath}${search}`;
}

export function embedSnippet(url: string, title: string): string {
  return `<iframe src="${attribute(url)}" title="${attribute(title)}" width="100%" height="600" style="border: 0" loading="lazy"></iframe>`;
}
