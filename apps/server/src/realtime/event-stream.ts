/** What a stream makes of one event: a value to send, null to skip it, 'gone' to end. */
export type EventPick<E, T> = (event: E) => Promise<T | null | 'gone'>;

/**
 * The picked value of each hub event. The iterator is written by hand (not an async generator)
 * so that `return()` releases the hub listener at once, even while it waits.
 */
export function eventStream<E, T>(
  events: AsyncIterableIterator<E>,
  pick: EventPick<E, T>,
): AsyncIterableIterator<T> {
  const finish = async (): Promise<IteratorReturnResult<undefined>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      for (;;) {
        const event = await events.next();
        if (event.done) return finish();
        const value = await pick(event.value);
        if (value === 'gone') return finish();
        if (value !== null) return { value, done: false };
      }
    },
    return: finish,
  };
  return iterator;
}
