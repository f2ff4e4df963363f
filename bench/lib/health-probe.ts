// Polls `/-/health` one request after another from a worker thread, so the attacker's own work
// in this process (reading megabytes of answers) does not delay the probe or its clock.
import { Worker } from 'node:worker_threads';

const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
parentPort.on('message', () => (running = false));
(async () => {
  const samples = [];
  while (running) {
    const t = performance.now();
    try {
      await fetch(workerData.url).then((r) => r.arrayBuffer());
      samples.push(performance.now() - t);
    } catch {
      samples.push(Number.POSITIVE_INFINITY);
    }
    await new Promise((r) => setTimeout(r, workerData.gapMs));
  }
  parentPort.postMessage(samples);
})();
`;

/** Starts polling `url` (a gap of `gapMs` between requests); `stop` resolves to the latencies. */
export function probeHealth(url: string, gapMs = 10): { stop: () => Promise<number[]> } {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, gapMs } });
  const samples = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (s: number[]) => resolve(s));
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await samples;
      await worker.terminate();
      return result;
    },
  };
}
