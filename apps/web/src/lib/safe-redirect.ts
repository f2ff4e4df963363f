/**
 * A `redirect` query value made safe to navigate to after sign-in: only same-origin paths
 * ("/groups/acme"), never "//host", a scheme, or the sign-in page itself.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  if (value === '/users/sign_in' || value.startsWith('/users/sign_in?')) return fallback;
  return value;
}
