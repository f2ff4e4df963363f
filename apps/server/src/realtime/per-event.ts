/**
 * One answer per event and key, shared by every listener that handles the same event: the hub
 * hands one event object to all of them, so N streams of one viewer (or N anonymous streams)
 * on a group cost one rights check per event, not N (stream-limits.integration-test.ts).
 */
const answers = new WeakMap<object, Map<string, Promise<unknown>>>();

export function oncePerEvent<T>(event: object, key: string, compute: () => Promise<T>): Promise<T> {
  let byKey = answers.get(event);
  if (!byKey) answers.set(event, (byKey = new Map()));
  let answer = byKey.get(key) as Promise<T> | undefined;
  if (!answer) byKey.set(key, (answer = compute()));
  return answer;
}
