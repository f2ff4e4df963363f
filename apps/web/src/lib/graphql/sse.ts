/** One Server-Sent Event: its `event` name (default "message") and joined `data` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Parses a text/event-stream body into events (the WHATWG rules this app needs: `event` and
 * `data` fields, CRLF/LF/CR line ends, comments and blocks without data skipped; `id` and
 * `retry` ignored). An unfinished event at the end of the stream is dropped.
 */
export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] | null = null;

  /** Takes one complete line; returns the event a blank line dispatches. */
  const line = (text: string): SseEvent | null => {
    if (text === '') {
      const found = data ? { event: event || 'message', data: data.join('\n') } : null;
      event = '';
      data = null;
      return found;
    }
    if (text.startsWith(':')) return null;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') (data ??= []).push(value);
    return null;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) buffer += decoder.decode();
      else buffer += decoder.decode(value, { stream: true });
      // A trailing CR may be the first half of a CRLF: keep it for the next chunk, unless
      // the stream ended.
      const cut = !done && buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const lines = buffer.slice(0, cut).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + buffer.slice(cut);
      for (const text of lines) {
        const found = line(text);
        if (found) yield found;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
