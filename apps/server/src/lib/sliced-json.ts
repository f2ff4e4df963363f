import { setImmediate as nextTurn } from 'node:timers/promises';

/** Characters serialised between two turns of the event loop (about a millisecond of work). */
export const SLICE_CHARS = 256 * 1024;

/**
 * Strings, numbers and other leaves in one structure, counted cheaply (no serialisation): how
 * many characters its JSON will hold at least. Stops counting once past `enough`.
 */
export function atLeastChars(value: unknown, enough: number): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && total <= enough) {
    const v = stack.pop();
    if (typeof v === 'string') total += v.length + 2;
    else if (Array.isArray(v)) for (const item of v) stack.push(item);
    else if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
      for (const key in v) stack.push((v as Record<string, unknown>)[key]);
    } else total += 4;
  }
  return total;
}

const isContainer = (v: unknown): v is object =>
  v !== null && typeof v === 'object' && !('toJSON' in v);

/** Long strings whose JSON is kept for the rest of one answer: aliases repeat them. */
const REPEATED_LEAF_CHARS = 16 * 1024;

/**
 * `JSON.stringify(value)` as slices of about SLICE_CHARS, with a turn of the event loop before
 * each further slice, so one large answer does not hold every other request. Only
 * objects and arrays that hold a slice or more are walked; smaller parts (and `toJSON` objects
 * such as dates) are serialised natively in one piece, and a long string that stands several
 * times in the answer (aliases of one field) is serialised once.
 */
export async function* jsonSlices(value: unknown): AsyncGenerator<string> {
  const leaves = new Map<string, string>();
  let parts: string[] = [];
  let pending = 0;
  const leaf = (v: unknown): string => {
    if (typeof v !== 'string' || v.length < REPEATED_LEAF_CHARS) return JSON.stringify(v) ?? 'null';
    let json = leaves.get(v);
    if (json === undefined) leaves.set(v, (json = JSON.stringify(v)));
    return json;
  };
  // Pieces are gathered until a slice is full; the generator then hands the slice out.
  function* walk(v: unknown): Generator<string> {
    if (!isContainer(v) || atLeastChars(v, SLICE_CHARS) < SLICE_CHARS) {
      yield leaf(v);
      return;
    }
    if (Array.isArray(v)) {
      yield '[';
      for (let i = 0; i < v.length; i++) {
        if (i > 0) yield ',';
        yield* walk(v[i]);
      }
      yield ']';
      return;
    }
    yield '{';
    let first = true;
    for (const [key, child] of Object.entries(v)) {
      if (child === undefined || typeof child === 'function' || typeof child === 'symbol') continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* walk(child);
    }
    yield '}';
  }
  let sliced = false;
  for (const piece of walk(value)) {
    parts.push(piece);
    pending += piece.length;
    if (pending >= SLICE_CHARS) {
      if (sliced) await nextTurn();
      sliced = true;
      yield parts.join('');
      parts = [];
      pending = 0;
    }
  }
  if (parts.length > 0) {
    if (sliced) await nextTurn();
    yield parts.join('');
  }
}

/** `JSON.stringify(value)`, built in slices (see jsonSlices). */
export async function stringifySliced(value: unknown): Promise<string> {
  const slices: string[] = [];
  for await (const slice of jsonSlices(value)) slices.push(slice);
  return slices.join('');
}
