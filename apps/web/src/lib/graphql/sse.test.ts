import { describe, expect, it } from 'vitest';
import { parseSse, type SseEvent } from './sse.ts';

function streamOf(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]) {
  const events: SseEvent[] = [];
  for await (const event of parseSse(streamOf(chunks))) events.push(event);
  return events;
}

describe('parseSse', () => {
  it('reads named events with their data, across chunk boundaries', async () => {
    expect(
      await collect(['event: next\nda', 'ta: {"data":1}\n', '\nevent: complete\ndata:\n\n']),
    ).toEqual([
      { event: 'next', data: '{"data":1}' },
      { event: 'complete', data: '' },
    ]);
  });

  it('joins data lines, skips comments (keep-alive pings) and blocks without data', async () => {
    expect(await collect([':\n\n', 'data: a\ndata: b\n\n', ': ping\n\nevent: x\n\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('accepts CRLF and CR line ends, even a CRLF split between chunks', async () => {
    expect(
      await collect(['event: next\r', '\ndata: x\r\n\r', '\nevent: next\rdata: y\r\r']),
    ).toEqual([
      { event: 'next', data: 'x' },
      { event: 'next', data: 'y' },
    ]);
  });

  it('drops an unfinished event at the end of the stream', async () => {
    expect(await collect(['data: done\n\ndata: cut'])).toEqual([
      { event: 'message', data: 'done' },
    ]);
  });

  it('decodes multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: héllo\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    for await (const event of parseSse(stream)) events.push(event);
    expect(events).toEqual([{ event: 'message', data: 'héllo' }]);
  });
});
