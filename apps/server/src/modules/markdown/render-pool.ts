import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { editedSource, type ListItemEdit } from './list-item-edit.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { resolveTemplate, type RenderOptions } from './render-markdown.ts';
import type { RenderedTemplate } from './reference-placeholders.ts';
import type { ReferenceResolver } from './types.ts';
import type { WorkerJob, WorkerTasks } from './render-worker.ts';

// Markdown rendering (parse, GFM, sanitise) takes ~10 ms per kB on one core; on the main thread
// it stalls every other request, health checks included. A small pool of worker threads renders
// (and edits task lists, which parse too) instead, and the event loop only waits for the answer.

type Reply = { id: number; result: unknown } | { id: number; error: string };
interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const running = import.meta.url.endsWith('.ts');
// From the sources (tsx, vitest) the worker is a .ts file loaded through tsx; from the bundle it
// is dist/render-worker.mjs, built next to dist/main.mjs (apps/server/build.ts).
const WORKER_URL = new URL(running ? './render-worker.ts' : './render-worker.mjs', import.meta.url);
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

let slots: Slot[] = [];
let nextId = 1;

function start(): Slot {
  const worker = running
    ? // A .ts entry needs tsx's loader registered inside the thread first.
      new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
          `.then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`,
        { eval: true },
      )
    : new Worker(WORKER_URL);
  const slot: Slot = { worker, pending: new Map() };
  // Idle workers never keep the process alive (CLI, tests).
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const job = slot.pending.get(reply.id);
    if (!job) return;
    slot.pending.delete(reply.id);
    if (slot.pending.size === 0) worker.unref();
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(reply.result);
  });
  const fail = (error: Error) => {
    slots = slots.filter((s) => s !== slot);
    for (const job of slot.pending.values()) job.reject(error);
    slot.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`markdown worker exited with code ${code}`)));
  return slot;
}

/** The least busy worker, starting one while the pool is not full. */
function pickSlot(): Slot {
  const idle = slots.find((s) => s.pending.size === 0);
  if (idle) return idle;
  if (slots.length < POOL_SIZE) {
    const slot = start();
    slots.push(slot);
    return slot;
  }
  return slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

/** Runs one of the worker's tasks on a worker thread. */
function offThread<T extends keyof WorkerTasks>(
  task: T,
  arg: Parameters<WorkerTasks[T]>[0],
): Promise<Awaited<ReturnType<WorkerTasks[T]>>> {
  const slot = pickSlot();
  const id = nextId++;
  const job: WorkerJob = { id, task, arg };
  return new Promise((resolve, reject) => {
    slot.pending.set(id, {
      resolve: (result) => resolve(result as Awaited<ReturnType<WorkerTasks[T]>>),
      reject,
    });
    // Busy workers keep the process alive until they answer.
    slot.worker.ref();
    slot.worker.postMessage(job);
  });
}

/** Renders a template on a worker thread. */
export function renderTemplateOffThread(
  source: string,
  options: RenderOptions,
): Promise<RenderedTemplate> {
  // Only the render options cross the thread boundary (callers may pass a resolver along).
  const { baseUrl, uploadsBase } = options;
  return offThread('render', { source, options: { baseUrl, uploadsBase } });
}

/**
 * Toggles, moves or removes a list item on a worker thread; throws what `toggleTaskListItem`,
 * `moveListItem` and `removeListItem` throw.
 */
export async function editListItemOffThread(source: string, edit: ListItemEdit): Promise<string> {
  return editedSource(await offThread('editListItem', { source, edit }));
}

/**
 * Below this much HTML the placeholders are filled on the main thread: a round trip to a worker
 * costs more than the fill. Above it (a description made of thousands of references fills into
 * megabytes: ~10 ms a document, measured with reference-heavy.integration-test.ts's documents)
 * the worker fills.
 */
export const FILL_OFF_THREAD_FROM = 64 * 1024;

/** `resolveTemplate`, with a large fill done on a worker thread. */
export const resolveTemplateOffThread = (
  template: RenderedTemplate,
  resolver: ReferenceResolver,
  baseUrl: string | undefined,
) =>
  resolveTemplate(template, resolver, baseUrl, (html, marker, fragments) =>
    html.length < FILL_OFF_THREAD_FROM
      ? fillPlaceholders(html, marker, fragments)
      : offThread('fill', { html, marker, fragments }),
  );
