// Where a scroll's main-thread time goes, from a trace written by `npm run bench -- --trace FILE`:
// self time per trace event (script, style, layout, paint …) and per JavaScript function.
// Usage: npx tsx bench/trace-summary.ts FILE [--top N] [--frames N (default: the trace's animation frames)]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unlike `dur` it does not grow while the thread waits for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: {
        nodes?: { id: number; callFrame: { functionName: string; url: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    frames: { type: 'string' },
  },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npx tsx bench/trace-summary.ts FILE [--top N] [--frames N]');
  process.exit(2);
}
const top = Number(values.top);
const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);

// The renderer's main thread with the most work is the page's.
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const busiest = (e: TraceEvent) =>
  events
    .filter((x) => x.pid === e.pid && x.tid === e.tid && x.ph === 'X')
    .reduce((sum, x) => sum + (x.dur ?? 0), 0);
const main = mains.sort((a, b) => busiest(b) - busiest(a))[0];
if (!main) throw new Error('no CrRendererMain thread in the trace');
const onMain = events
  .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

// Self time: an event's duration minus that of the events nested directly inside it.
const self = new Map<string, number>();
const selfCpu = new Map<string, number>();
let busyWall = 0;
let busyCpu = 0;
interface Open {
  end: number;
  name: string;
  dur: number;
  cpu: number;
  children: number;
  childrenCpu: number;
}
const stack: Open[] = [];
const close = (until: number) => {
  while (stack.length && stack[stack.length - 1]!.end <= until) {
    const done = stack.pop()!;
    self.set(done.name, (self.get(done.name) ?? 0) + done.dur - done.children);
    selfCpu.set(done.name, (selfCpu.get(done.name) ?? 0) + done.cpu - done.childrenCpu);
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.children += done.dur;
      parent.childrenCpu += done.cpu;
    }
  }
};
for (const e of onMain) {
  close(e.ts);
  if (stack.length === 0) {
    busyWall += e.dur!;
    busyCpu += e.tdur ?? 0;
  }
  const cpu = e.tdur ?? 0;
  stack.push({ end: e.ts + e.dur!, name: e.name, dur: e.dur!, cpu, children: 0, childrenCpu: 0 });
}
close(Number.POSITIVE_INFINITY);
const span = onMain.length ? onMain[onMain.length - 1]!.ts - onMain[0]!.ts : 0;

const ms = (us: number) => (us / 1000).toFixed(1).padStart(9);
const print = (title: string, totals: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms(us)} ms  ${name}`);
};
// The bench scrolls one step per animation frame: by default, count the frames that ran.
const frames =
  values.frames !== undefined
    ? Number(values.frames)
    : onMain.filter((e) => e.name === 'FireAnimationFrame').length;
console.log(`main thread: ${(span / 1000).toFixed(0)} ms traced`);
console.log(
  `busy: ${ms(busyWall)} ms wall, ${ms(busyCpu)} ms CPU; per scroll frame (${frames}): ${(busyWall / frames / 1000).toFixed(2)} ms wall, ${(busyCpu / frames / 1000).toFixed(2)} ms CPU`,
);
print('Self time by trace event (ms):', self);
print('Self CPU time by trace event (ms):', selfCpu);

// JavaScript samples: the time before each sample is charged to the function it landed in.
const functions = new Map<string, number>();
const callFrames = new Map<number, string>();
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== main.pid) continue;
  const profile = e.args?.data?.cpuProfile;
  for (const node of profile?.nodes ?? []) {
    const { functionName, url } = node.callFrame as { functionName: string; url?: string };
    callFrames.set(
      node.id,
      `${functionName || '(anonymous)'} ${(url ?? '').split('/').pop() ?? ''}`,
    );
  }
  const deltas = e.args?.data?.timeDeltas ?? [];
  (profile?.samples ?? []).forEach((id, i) => {
    const name = callFrames.get(id) ?? `node ${id}`;
    functions.set(name, (functions.get(name) ?? 0) + Math.max(0, deltas[i] ?? 0));
  });
}
print('Self time by JavaScript function (ms):', functions);
