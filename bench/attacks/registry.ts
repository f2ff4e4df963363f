// The attacks `npm run bench -- --only attacks` runs, in order (contract: ./attack.ts).
// One line per attack file; each engineer adds the line of their own attack.
import type { Attack } from './attack.ts';

export const ATTACKS: readonly Attack[] = [
  // (attacks are added here, one line each)
];
