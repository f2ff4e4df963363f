// A saved view's state is the roadmap URL's query string (docs/decisions/roadmap-saved-views.md):
// these helpers read the applied view from the URL, build a view's URL and compare states.

/** The URL key naming the applied view: `/groups/<group>/-/roadmap?view=<id>`. */
export const VIEW_PARAM = 'view';

/** Keys that are not part of a view's state (the server drops the same ones). */
const NOT_STATE: ReadonlySet<string> = new Set([
  VIEW_PARAM,
  'page',
  'prev',
  'next',
  'scope',
  'utf8',
]);

const toParams = (search: string) => new URLSearchParams(search.replace(/^\?/, ''));

/** The applied view's database id from the URL, or null. */
export function viewIdOf(search: string): string | null {
  const id = toParams(search).get(VIEW_PARAM)?.trim() ?? '';
  return /^\d+$/.test(id) ? id : null;
}

/** The view state of a query string: its parameters without the ones a view does not hold. */
export function stateOf(search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of toParams(search)) if (!NOT_STATE.has(key)) kept.append(key, value);
  return kept.toString();
}

/** Whether the URL holds nothing but the view marker: the view's state must be loaded. */
export function onlyViewMarker(search: string): boolean {
  return viewIdOf(search) !== null && stateOf(search) === '';
}

/** The query string applying a view: '?view=<id>&<state>'. */
export function searchOfView(id: string, state: string): string {
  const params = new URLSearchParams({ [VIEW_PARAM]: id });
  for (const [key, value] of toParams(state)) params.append(key, value);
  return `?${params.toString()}`;
}

/** The query string without the view marker (after the applied view is deleted). */
export function withoutView(search: string): string {
  const params = toParams(search);
  params.delete(VIEW_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const pairs = (state: string) =>
  [...toParams(state)]
    .filter(([key]) => !NOT_STATE.has(key))
    .map(([key, value]) => `${key}\u0000${value}`)
    .sort();

/** Same state: the same key/value pairs, whatever their order or percent-encoding. */
export function sameState(a: string, b: string): boolean {
  const left = pairs(a);
  const right = pairs(b);
  return left.length === right.length && left.every((pair, index) => pair === right[index]);
}

/** The database id of a view's global id (gid://cairn/RoadmapView/12 -> '12'). */
export const viewDbId = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);
