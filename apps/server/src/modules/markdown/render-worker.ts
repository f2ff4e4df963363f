// Worker thread entry: the markdown work that must not run on the main thread (render-pool.ts).
import { parentPort } from 'node:worker_threads';
import { fillPlaceholders } from './fill-placeholders.ts';
import { editListItem, type ListItemEdit } from './list-item-edit.ts';
import { renderTemplate, type RenderOptions } from './render-markdown.ts';

/** What a worker does, by name; the pool sends a name and its argument. */
export const WORKER_TASKS = {
  render: ({ source, options }: { source: string; options: RenderOptions }) =>
    renderTemplate(source, options),
  editListItem: ({ source, edit }: { source: string; edit: ListItemEdit }) =>
    editListItem(source, edit),
  fill: ({ html, marker, fragments }: { html: string; marker: string; fragments: string[] }) =>
    fillPlaceholders(html, marker, fragments),
};
export type WorkerTasks = typeof WORKER_TASKS;

export interface WorkerJob {
  id: number;
  task: keyof WorkerTasks;
  arg: unknown;
}

parentPort?.on('message', (job: WorkerJob) => {
  const run = WORKER_TASKS[job.task] as (arg: unknown) => unknown;
  Promise.resolve()
    .then(() => run(job.arg))
    .then(
      (result) => parentPort?.postMessage({ id: job.id, result }),
      (error: unknown) => parentPort?.postMessage({ id: job.id, error: String(error) }),
    );
});
