import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * One app per test file, listening on a port, and GitLab's published client (`@gitbeaker/rest`,
 * used unmodified) over real HTTP with the token `setup` returns; the rest of what `setup`
 * returns (the file's world) is on the answer too, once the file's tests run.
 */
export function useGitbeaker<W extends object>(
  setup: (t: TestApp) => Promise<{ token: string } & W>,
) {
  const state = {} as { t: TestApp; api: InstanceType<typeof Gitlab> } & W;
  beforeAll(async () => {
    state.t = await createTestApp();
    const { token, ...world } = await setup(state.t);
    Object.assign(state, world);
    const address = await state.t.app.listen({ port: 0, host: '127.0.0.1' });
    state.api = new Gitlab({ host: address, token });
  });
  afterAll(() => state.t.close());
  return state;
}
