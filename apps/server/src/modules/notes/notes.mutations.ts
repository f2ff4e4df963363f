import { builder } from '#server/graphql/builder.ts';
import { resourceNotAvailable } from '#server/graphql/args.ts';
import { decodeGidOf, gidArgument } from '#server/graphql/global-id.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { runPayload, type Payload } from '#server/graphql/payload.ts';
import { readableItemById } from '../work-items/core/access.ts';
import { historyTargetOf } from '../work-items/history/item-access.ts';
import { discussionIdOf } from './note-ids.graphql.ts';
import { noteNode, noteScope } from './notes.fields.ts';
import { DiscussionRef, NoteRef, type NoteNode, type ThreadNode } from './note-types.graphql.ts';
import {
  createNote,
  destroyNote,
  resolveThread,
  targetOfNote,
  updateNote,
} from './notes.service.ts';
import { visibleThreads } from './threads.ts';
import { commentQuickActions, type QuickActionsStatus } from '../work-items/quick-actions/apply.ts';

/** GitLab's note mutations: createNote, createDiscussion, updateNote, destroyNote, discussionToggleResolve. */

/** A note payload; a create's also says what the note's quick actions did. */
type NotePayload = Payload & {
  note: NoteNode | null;
  quickActionsStatus?: QuickActionsStatus | null;
};
type ThreadPayload = Payload & { discussion: ThreadNode | null };

/** GitLab's `QuickActionsStatus`: what a comment's commands did (null lists for none, as GitLab). */
const QuickActionsStatusRef = builder
  .objectRef<QuickActionsStatus>('QuickActionsStatus')
  .implement({
    description: 'Status of quick actions in a note.',
    fields: (t) => ({
      messages: t.stringList({
        nullable: true,
        description: 'Response messages from quick actions.',
        resolve: (s) => (s.messages.length ? [...s.messages] : null),
      }),
      commandNames: t.stringList({
        nullable: true,
        description: 'Quick action command names.',
        resolve: (s) => [...s.commandNames],
      }),
      commandsOnly: t.boolean({
        nullable: true,
        description: 'Returns true if only quick action commands were in the note.',
        resolve: (s) => s.commandsOnly,
      }),
      errorMessages: t.stringList({
        nullable: true,
        description: 'Error messages from quick actions that failed to apply.',
        resolve: (s) => (s.errorMessages.length ? [...s.errorMessages] : null),
      }),
    }),
  });

const NotePayloadRef = (name: string, quickActions = false) =>
  builder.objectRef<NotePayload>(name).implement({
    fields: (t) => ({
      clientMutationId: t.exposeString('clientMutationId', { nullable: true }),
      errors: t.exposeStringList('errors', { nullable: false }),
      note: t.field({ type: NoteRef, nullable: true, resolve: (p) => p.note }),
      ...(quickActions
        ? {
            quickActionsStatus: t.field({
              type: QuickActionsStatusRef,
              nullable: true,
              description: 'Status of quick actions in the note.',
              resolve: (p) => p.quickActionsStatus ?? null,
            }),
          }
        : {}),
    }),
  });

async function noteableTarget(ctx: RequestContext, gid: string) {
  const id = gidArgument('noteableId', gid, 'Issue', 'Epic', 'WorkItem');
  const item = await readableItemById(ctx, id);
  if (!item) throw resourceNotAvailable();
  return historyTargetOf(ctx, item);
}

for (const [name, thread] of [
  ['createNote', false],
  ['createDiscussion', true],
] as const) {
  const prefix = name === 'createNote' ? 'CreateNote' : 'CreateDiscussion';
  const input = builder.inputType(`${prefix}Input`, {
    fields: (t) => ({
      clientMutationId: t.string(),
      noteableId: t.field({ type: 'NoteableID', required: true }),
      body: t.string({ required: true, description: 'Content of the note.' }),
      internal: t.boolean({ description: 'Internal flag for a note. Default is false.' }),
      ...(thread
        ? {}
        : {
            discussionId: t.field({ type: 'DiscussionID', description: 'Reply into this thread.' }),
          }),
    }),
  });
  const payload = NotePayloadRef(`${prefix}Payload`, true);
  mutationField(name, (t) =>
    t.field({
      type: payload,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_root, { input: args }, ctx) =>
        runPayload(
          args.clientMutationId,
          async () => {
            const target = await noteableTarget(ctx, args.noteableId);
            const discussionId =
              'discussionId' in args && args.discussionId
                ? discussionIdOf(String(args.discussionId))
                : null;
            // A comment made only of commands is not saved; otherwise it is, then its commands
            // run (quick-actions/apply.ts).
            const commands = await commentQuickActions(ctx, target.item, args.body);
            if (commands.commandsOnly) return { note: null, status: await commands.apply() };
            const note = await createNote(ctx, target, {
              body: commands.body,
              internal: args.internal ?? false,
              discussionId,
              thread,
            });
            const status = await commands.apply(note.id);
            return { note: await noteNode(ctx, target, note), status };
          },
          ({ note, status }) => ({ note, quickActionsStatus: status }),
          { note: null, quickActionsStatus: null },
        ),
    }),
  );
}

const UpdateNoteInput = builder.inputType('UpdateNoteInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    id: t.field({ type: 'NoteID', required: true }),
    body: t.string({ description: 'Content of the note.' }),
  }),
});
mutationField('updateNote', (t) =>
  t.field({
    type: NotePayloadRef('UpdateNotePayload'),
    args: { input: t.arg({ type: UpdateNoteInput, required: true }) },
    resolve: (_root, { input: args }, ctx) =>
      runPayload(
        args.clientMutationId,
        async () => {
          const noteId = decodeGidOf(args.id, 'Note');
          const target = await targetOfNote(ctx, { noteId });
          const note = await updateNote(ctx, target, noteId, args.body ?? '');
          return noteNode(ctx, target, note);
        },
        (note) => ({ note }),
        { note: null },
      ),
  }),
);

const DestroyNoteInput = builder.inputType('DestroyNoteInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    id: t.field({ type: 'NoteID', required: true }),
  }),
});
mutationField('destroyNote', (t) =>
  t.field({
    type: NotePayloadRef('DestroyNotePayload'),
    args: { input: t.arg({ type: DestroyNoteInput, required: true }) },
    resolve: (_root, { input: args }, ctx) =>
      runPayload(
        args.clientMutationId,
        async () => {
          const noteId = decodeGidOf(args.id, 'Note');
          await destroyNote(ctx, await targetOfNote(ctx, { noteId }), noteId);
        },
        // GitLab answers the destroyed note as null.
        () => ({ note: null }),
        { note: null },
      ),
  }),
);

const ToggleInput = builder.inputType('DiscussionToggleResolveInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    id: t.field({ type: 'DiscussionID', required: true }),
    resolve: t.boolean({ required: true, description: 'Will resolve the discussion when true.' }),
  }),
});
const TogglePayload = builder.objectRef<ThreadPayload>('DiscussionToggleResolvePayload').implement({
  fields: (t) => ({
    clientMutationId: t.exposeString('clientMutationId', { nullable: true }),
    errors: t.exposeStringList('errors', { nullable: false }),
    discussion: t.field({ type: DiscussionRef, nullable: true, resolve: (p) => p.discussion }),
  }),
});
mutationField('discussionToggleResolve', (t) =>
  t.field({
    type: TogglePayload,
    args: { input: t.arg({ type: ToggleInput, required: true }) },
    resolve: (_root, { input: args }, ctx) =>
      runPayload(
        args.clientMutationId,
        async () => {
          const discussionId = discussionIdOf(args.id);
          const target = await targetOfNote(ctx, { discussionId });
          await resolveThread(ctx, target, discussionId, args.resolve);
          const scope = await noteScope(ctx, target.item);
          const thread = (await visibleThreads(ctx, scope.target)).find(
            (d) => d.id === discussionId,
          );
          return thread ? { thread, ...scope } : null;
        },
        (discussion) => ({ discussion }),
        { discussion: null },
      ),
  }),
);
