import { describe, expect, it, vi } from 'vitest';
import type { EditValues } from './merge-edits.ts';
import { submitEdit, type SaveAnswer, type VersionedValues } from './submit-edit.ts';

const base: VersionedValues = { title: 'T', description: 'one\ntwo\nthree', lockVersion: 4 };

/** A fake server holding one item; `save` honours lockVersion like the API. */
function server(current: VersionedValues) {
  const state = { current };
  const save = vi.fn(async (values: EditValues, lockVersion: number): Promise<SaveAnswer> => {
    if (lockVersion !== state.current.lockVersion) return { status: 'stale' };
    state.current = { ...values, lockVersion: lockVersion + 1 };
    return { status: 'saved' };
  });
  const fetchLatest = vi.fn(async () => state.current);
  return { state, save, fetchLatest };
}

describe('submitEdit', () => {
  it('saves with the lockVersion the edit started from', async () => {
    const s = server(base);
    const outcome = await submitEdit({ base, mine: { ...base, title: 'T2' }, ...s });
    expect(outcome).toEqual({ kind: 'saved', merged: false });
    expect(s.save).toHaveBeenCalledWith({ title: 'T2', description: base.description }, 4);
    expect(s.fetchLatest).not.toHaveBeenCalled();
  });

  it('merges a disjoint concurrent edit and saves it with the new lockVersion', async () => {
    const s = server({ title: 'T', description: 'ONE\ntwo\nthree', lockVersion: 5 });
    const mine = { title: 'T', description: 'one\ntwo\nTHREE' };
    const outcome = await submitEdit({ base, mine, ...s });
    expect(outcome).toEqual({ kind: 'saved', merged: true });
    expect(s.save).toHaveBeenLastCalledWith({ title: 'T', description: 'ONE\ntwo\nTHREE' }, 5);
    expect(s.state.current).toEqual({ title: 'T', description: 'ONE\ntwo\nTHREE', lockVersion: 6 });
  });

  it('hands back a true overlap as a conflict with the other version, saving nothing', async () => {
    const theirs = { title: 'T', description: 'one\n2\nthree', lockVersion: 5 };
    const s = server(theirs);
    const outcome = await submitEdit({
      base,
      mine: { title: 'T', description: 'one\nII\nthree' },
      ...s,
    });
    expect(outcome).toEqual({ kind: 'conflict', theirs });
    expect(s.save).toHaveBeenCalledTimes(1);
    expect(s.state.current).toBe(theirs);
  });

  it('passes the server errors of a failed save through', async () => {
    const save = vi.fn(async (): Promise<SaveAnswer> => ({
      status: 'failed',
      errors: ['Title is too long'],
    }));
    const outcome = await submitEdit({ base, mine: base, save, fetchLatest: vi.fn() });
    expect(outcome).toEqual({ kind: 'failed', errors: ['Title is too long'] });
  });

  it('gives up merging after three stale rounds and reports a conflict', async () => {
    let version = 5;
    const save = vi.fn(async (): Promise<SaveAnswer> => ({ status: 'stale' }));
    const fetchLatest = vi.fn(async () => ({ ...base, lockVersion: version++ }));
    const outcome = await submitEdit({ base, mine: { ...base, title: 'Mine' }, save, fetchLatest });
    expect(outcome).toEqual({ kind: 'conflict', theirs: { ...base, lockVersion: 7 } });
    expect(save).toHaveBeenCalledTimes(3);
  });
});
