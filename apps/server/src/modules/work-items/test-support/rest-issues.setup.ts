import { useEpicWorld } from './harness.ts';
import { worldHelpers } from './helpers.ts';

export const s = useEpicWorld();

export type Json = Record<string, unknown>;
export const get = (url: string, token?: string | null) =>
  s.api.rest('GET', url, { token: token === null ? undefined : (token ?? s.w.people.owner.token) });
export const { send, create } = worldHelpers(s);
export const titles = (body: unknown) => (body as { title: string }[]).map((i) => i.title);
