// N anonymous `groupEpicsUpdated` streams on a public group while its
// epics are edited one after another. Each stream is a long-lived SSE request; the server
// caps them per anonymous address (CAIRN_LIVE_STREAMS_PER_ANONYMOUS_ADDRESS, default 32), so
// most of 60 or 200 are refused. Raise the cap in the environment of the bench run to measure
// the fan-out itself (docs/decisions/live-refresh.md, "Streams under load").
import type { Attack, AttackOutcome } from './attack.ts';
import { hammer, publicProject, rootRest } from './http.ts';

const PREFIX = 'attack-streams';
const EPICS = 4;
const SUBSCRIPTION = `subscription($g: ID!) { groupEpicsUpdated(groupPath: $g) { epicId changes } }`;

/** One stream: resolves with whether the server refused it, once its first answer is read. */
async function stream(baseUrl: string, groupPath: string, signal: AbortSignal) {
  const res = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: { g: groupPath } }),
    signal,
  });
  if (res.status >= 400 || !res.body) return { refused: true, done: Promise.resolve() };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  // The first event: an accepted stream's first epic change, or a refusal's error.
  for (;;) {
    const chunk = await reader.read().catch(() => ({ done: true as const, value: '' }));
    if (chunk.done) return { refused: true, done: Promise.resolve() };
    buffer += chunk.value;
    const data = /^data: (.*)$/m.exec(buffer)?.[1];
    if (data === undefined) continue;
    const refused = Boolean((JSON.parse(data) as { errors?: unknown[] }).errors?.length);
    // Keep reading (and so holding the stream) until the window ends.
    const done = (async () => {
      while (!(await reader.read().catch(() => ({ done: true }))).done);
    })();
    return { refused, done };
  }
}

export const anonymousStreams = (streams: number): Attack => ({
  name: `${streams} anonymous groupEpicsUpdated streams, 1 epic editor`,
  async prepare(target) {
    const { groupId, groupPath } = await publicProject(target, PREFIX);
    const epics: number[] = [];
    for (let i = 0; i < EPICS; i++) {
      const epic = await rootRest(target, 'POST', `/groups/${groupId}/epics`, {
        title: `Streamed ${i}`,
      });
      epics.push(epic.iid);
    }
    let edits = 0;
    const edit = async () => {
      const iid = epics[edits % EPICS]!;
      const body = { title: `Streamed ${iid} edit ${++edits}` };
      return rootRest(target, 'PUT', `/groups/${groupId}/epics/${iid}`, body).then(
        () => 'answered' as const,
        () => 'refused' as const,
      );
    };
    return {
      async run(signal): Promise<AttackOutcome> {
        const opened = Array.from({ length: streams }, () =>
          stream(target.baseUrl, groupPath, signal).catch(() => ({
            refused: true,
            done: Promise.resolve(),
          })),
        );
        const editing = hammer(signal, 1, edit);
        const results = await Promise.all(opened);
        const edited = await editing;
        await Promise.all(results.map((r) => r.done));
        return {
          requests: streams + edited.requests,
          refused: results.filter((r) => r.refused).length + edited.refused,
          maxMs: edited.maxMs,
        };
      },
      cleanup: async () => {
        for (const iid of epics)
          await rootRest(target, 'DELETE', `/groups/${groupId}/epics/${iid}`);
      },
    };
  },
});
