// The contract of a health-under-attack scenario (`npm run bench -- --only attacks`): a load one
// client can put on the server while `/-/health` is polled; the budget is health p99 < 100 ms
// (issues 32 and 40). Each attack is a file in this folder and one line in its registry.

/** The running server an attack is aimed at. */
export interface AttackTarget {
  /** e.g. `http://127.0.0.1:41234` */
  baseUrl: string;
  /** A personal access token of `root` (scope `api`), for setting up data through the API. */
  rootToken: string;
  /** A smoke run (`--smoke`): a short window, so an attack may set up less data. */
  smoke?: boolean;
}

/** What an attack has set up, ready to be started. */
export interface AttackLoad {
  /** Keeps the pressure on until `signal` aborts, then resolves. Must not throw on refusals. */
  run(signal: AbortSignal): Promise<AttackOutcome>;
  /** Removes what `prepare` created, so repeated runs leave the data as it was. */
  cleanup(): Promise<void>;
}

/** What the attacker saw, reported beside the health figures. */
export interface AttackOutcome {
  /** Requests (or streams) the attacker completed. */
  requests: number;
  /** Of those, how many the server refused (a GraphQL error, 4xx, 429). */
  refused: number;
  /** Slowest attacker request in ms, when it makes sense for the attack. */
  maxMs?: number;
}

export interface Attack {
  /** Row name in the results table, e.g. "descriptionHtml × 30 aliases, 4 clients". */
  name: string;
  /** Left out of smoke runs (a variant of another attack), so `--smoke` stays short. */
  fullRunsOnly?: boolean;
  prepare(target: AttackTarget): Promise<AttackLoad>;
}
