// The demo's iteration cadences and iterations as plain data, apart from iterations.ts (which
// plans them) so that model.ts (the plan, which holds them) and iterations.ts (which reads the
// plan) do not import each other.

/** An iteration cadence planned on a group. */
export interface DemoCadence {
  /** Group path relative to the root. */
  ns: string;
  title: string;
  description: string;
  start: number;
  durationInWeeks: number;
  iterationsInAdvance: number;
}

export interface DemoIteration {
  /** Index into the plan's cadences. */
  cadence: number;
  iid: number;
  sequence: number;
  start: number;
  due: number;
}
