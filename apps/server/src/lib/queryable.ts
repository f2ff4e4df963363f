import type { Database } from '@cairn/db';

/** A database or a transaction: both run the same queries. */
export type Queryable = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;
