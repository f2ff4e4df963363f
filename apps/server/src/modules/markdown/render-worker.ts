// Worker thread entry: renders templates off the main thread (see render-pool.ts).
import { parentPort } from 'node:worker_threads';
import { renderTemplate, type RenderOptions } from './render-markdown.ts';

export interface RenderJob {
  id: number;
  source: string;
  options: RenderOptions;
}

parentPort?.on('message', (job: RenderJob) => {
  renderTemplate(job.source, job.options).then(
    (template) => parentPort?.postMessage({ id: job.id, template }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: String(error) }),
  );
});
