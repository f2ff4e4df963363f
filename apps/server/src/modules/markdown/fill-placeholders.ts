import { PLACEHOLDER_END } from './reference-placeholders.ts';

/**
 * Puts `fragments[i]` where the HTML has `${marker}${i}\uE001`, in one pass: the marker is
 * searched with `indexOf` and the pieces joined once, so the cost is linear in the HTML.
 */
export function fillPlaceholders(html: string, marker: string, fragments: readonly string[]) {
  const parts: string[] = [];
  let cursor = 0;
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, cursor)) {
    const end = html.indexOf(PLACEHOLDER_END, at + marker.length);
    if (end < 0) break;
    const index = Number(html.slice(at + marker.length, end));
    parts.push(html.slice(cursor, at), fragments[index] ?? '');
    cursor = end + PLACEHOLDER_END.length;
  }
  if (cursor === 0) return html;
  parts.push(html.slice(cursor));
  return parts.join('');
}
