import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '@cairn/db';
import { seedSynthetic, SCALES, type ScaleName } from '@cairn/db/seed';
import { hashPassword } from '../auth/passwords.ts';
import { loadEnv } from '../env.ts';
import { systemClock } from '../lib/clock.ts';
import { CliError, type Out } from './cli-error.ts';

export async function runSeedCommand(args: string[], handle: DatabaseHandle, out: Out) {
  let v;
  try {
    v = parseArgs({
      args,
      strict: true,
      options: {
        scale: { type: 'string' },
        seed: { type: 'string' },
        epics: { type: 'string' },
        issues: { type: 'string' },
        groups: { type: 'string' },
        demo: { type: 'boolean' },
      },
    }).values;
  } catch (e) {
    throw new CliError((e as Error).message);
  }
  if (v.demo) {
    if (v.scale || v.seed || v.epics || v.issues || v.groups)
      throw new CliError('--demo takes no other option');
    const { seedDemoIfEmpty } = await import('../bootstrap/demo.ts');
    const notes = await seedDemoIfEmpty(handle.db, systemClock(loadEnv().CAIRN_TODAY).today(), out);
    if (!notes) throw new CliError('The database already has groups: the demo needs an empty one.');
    for (const note of notes) out(note);
    return;
  }
  const scale = (v.scale ?? 'small') as string;
  if (!(scale in SCALES))
    throw new CliError(`--scale must be one of: ${Object.keys(SCALES).join(', ')}`);
  const num = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new CliError(`--${name} must be a whole number`);
    return n;
  };
  const result = await seedSynthetic(handle, {
    scale: scale as ScaleName,
    seed: num('seed', v.seed as string | undefined) ?? 1,
    overrides: {
      epics: num('epics', v.epics as string | undefined),
      issues: num('issues', v.issues as string | undefined),
      groups: num('groups', v.groups as string | undefined),
    },
    hashPassword,
    progress: out,
  });
  out(result.summary);
}
