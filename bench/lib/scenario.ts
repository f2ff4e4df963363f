// One API scenario's shape, shared by the scenario builders (api-, issue- and tree-scenarios.ts)
// and the bench that runs them (api-bench.ts): here, below all of them, so none imports another
// back for a type.
import type { SqlQuery } from './sql-baseline.ts';

export interface Scenario {
  name: string;
  /** The first page of the roadmap at the top group: the row the budgets single out. */
  firstPage: boolean;
  body: string;
  sql: SqlQuery;
  /** Row ids the API returned vs the SQL returned, for the same-rows check. */
  apiIds: number[];
  sqlIds: number[];
  /** One request each, timed while checking the rows (sizes the load window). */
  apiMs: number;
  sqlMs: number;
  /** Writes: a fresh body per request (a new title each time). */
  nextBody?: () => string;
  /** Run after the scenario's load runs (writes: delete what they wrote). */
  cleanup?: () => Promise<void>;
}

/**
 * Times one scenario's request and its SQL twin and checks their rows: `pick` finds the row
 * list in the GraphQL response's data.
 */
export type BuildScenario = (
  name: string,
  body: string,
  pick: (d: unknown) => { nodes: { id: string }[] },
  sql: SqlQuery,
  extra?: Partial<Scenario>,
) => Promise<Scenario>;
