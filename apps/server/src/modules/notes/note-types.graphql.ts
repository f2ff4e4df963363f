import { asc } from 'drizzle-orm';
import { awardEmoji } from '@cairn/db';
import { builder } from '#server/graphql/builder.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { AwardEmojiConnection } from '../emoji/emoji.graphql.ts';
import { renderStored } from '../markdown/rendered-store.ts';
import { sharedReferenceResolver } from '../markdown/shared-resolver.ts';
import { UserRef } from '../users/users.graphql.ts';
import { userLoader } from '../users/users.service.ts';
import { listConnection } from '../work-items/core/common.graphql.ts';
import type { HistoryTarget } from '../work-items/history/item-access.ts';
import type { NoteRow } from '../work-items/history/notes.repository.ts';
import { discussionGid } from './note-ids.graphql.ts';
import { descriptionVersionPair, noteMetadataLoader, systemNoteIcon } from './note-metadata.ts';
import {
  canAwardNote,
  canDestroyNote,
  canEditNote,
  canResolveNote,
  isResolvable,
  type NoteRights,
} from './note-rights.ts';
import type { Thread } from './threads.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';
import { requestLoader } from '#server/lib/request-loader.ts';

/** A visible note with the item it belongs to and the viewer's rights on that item's notes. */
export interface NoteNode {
  note: NoteRow;
  target: HistoryTarget;
  rights: NoteRights;
}
export interface ThreadNode {
  thread: Thread;
  target: HistoryTarget;
  rights: NoteRights;
}

const noteAwardsLoader = (ctx: RequestContext) =>
  requestLoader<number, (typeof awardEmoji.$inferSelect)[]>(ctx, 'noteAwards', async (ids) => {
    const rows = await ctx.db
      .select()
      .from(awardEmoji)
      .where(byKeys(awardEmoji.noteId, ids))
      .orderBy(asc(awardEmoji.id));
    return ids.map((id) => rows.filter((r) => r.noteId === id));
  });

const userOrNull = async (ctx: RequestContext, id: number | null) =>
  id === null ? null : await userLoader(ctx).load(id);

const NotePermissionsRef = builder.objectRef<NoteNode>('NotePermissions');
NotePermissionsRef.implement({
  description: "The viewer's permissions on a note (GitLab's, and Cairn's destroyNote)",
  fields: (t) => ({
    readNote: t.boolean({ nullable: false, resolve: () => true }),
    adminNote: t.boolean({ nullable: false, resolve: (n) => canEditNote(n.rights, n.note) }),
    destroyNote: t.boolean({
      nullable: false,
      description: 'Cairn: the author, maintainers and admins may delete a comment.',
      resolve: (n) => canDestroyNote(n.rights, n.note),
    }),
    resolveNote: t.boolean({ nullable: false, resolve: (n) => canResolveNote(n.rights, n.note) }),
    awardEmoji: t.boolean({ nullable: false, resolve: (n) => canAwardNote(n.rights, n.note) }),
    createNote: t.boolean({ nullable: false, resolve: (n) => n.rights.createNote }),
    repositionNote: t.boolean({ nullable: false, resolve: () => false }),
  }),
});

const DescriptionVersionRef = builder.objectRef<{
  id: number;
  description: string;
  previousDescription: string;
}>('DescriptionVersion');
DescriptionVersionRef.implement({
  description: 'A version of a description, kept when it changed',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (v) => encodeGid('DescriptionVersion', v.id) }),
    description: t.exposeString('description'),
    previousDescription: t.string({
      description: 'Cairn: the description before this version (empty for the first).',
      resolve: (v) => v.previousDescription,
    }),
  }),
});

const SystemNoteMetadataRef = builder.objectRef<{
  id: number;
  action: string;
  versionId: number | null;
}>('SystemNoteMetadata');
SystemNoteMetadataRef.implement({
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (m) => encodeGid('SystemNoteMetadata', m.id) }),
    action: t.exposeString('action'),
    descriptionVersion: t.field({
      type: DescriptionVersionRef,
      nullable: true,
      resolve: (m, _a, ctx) => (m.versionId ? descriptionVersionPair(ctx, m.versionId) : null),
    }),
  }),
});

export const NoteRef = builder.objectRef<NoteNode>('Note');
export const DiscussionRef = builder.objectRef<ThreadNode>('Discussion');

NoteRef.implement({
  description: 'A comment or a system note on an issue or epic',
  fields: (t) => ({
    id: t.field({ type: 'NoteID', nullable: false, resolve: (n) => encodeGid('Note', n.note.id) }),
    body: t.string({ nullable: false, resolve: (n) => n.note.body }),
    bodyHtml: t.string({
      resolve: async ({ note, target }, _a, ctx) =>
        renderStored(ctx, note.body, {
          resolver: sharedReferenceResolver(ctx, target.namespace),
          baseUrl: ctx.env.baseUrl,
        }),
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (n, _a, ctx) => userOrNull(ctx, n.note.authorId),
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (n) => n.note.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (n) => n.note.updatedAt }),
    lastEditedAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: (n) => (n.note.updatedById ? n.note.updatedAt : null),
    }),
    lastEditedBy: t.field({
      type: UserRef,
      nullable: true,
      resolve: (n, _a, ctx) => userOrNull(ctx, n.note.updatedById),
    }),
    system: t.boolean({ nullable: false, resolve: (n) => n.note.system }),
    systemNoteIconName: t.string({
      nullable: true,
      resolve: async (n, _a, ctx) =>
        n.note.system
          ? systemNoteIcon((await noteMetadataLoader(ctx).load(n.note.id))?.action)
          : null,
    }),
    systemNoteMetadata: t.field({
      type: SystemNoteMetadataRef,
      nullable: true,
      resolve: async (n, _a, ctx) => {
        const m = n.note.system ? await noteMetadataLoader(ctx).load(n.note.id) : null;
        return m ? { id: m.id, action: m.action, versionId: m.descriptionVersionId } : null;
      },
    }),
    internal: t.boolean({ nullable: false, resolve: (n) => n.note.internal }),
    confidential: t.boolean({ nullable: false, resolve: (n) => n.note.internal }),
    resolvable: t.boolean({ nullable: false, resolve: (n) => isResolvable(n.note) }),
    resolved: t.boolean({ nullable: false, resolve: (n) => n.note.resolvedAt !== null }),
    resolvedAt: t.field({ type: 'Time', nullable: true, resolve: (n) => n.note.resolvedAt }),
    resolvedBy: t.field({
      type: UserRef,
      nullable: true,
      resolve: (n, _a, ctx) => userOrNull(ctx, n.note.resolvedById),
    }),
    discussion: t.field({
      type: DiscussionRef,
      nullable: true,
      resolve: (n) => ({
        thread: {
          id: n.note.discussionId ?? '',
          individualNote: n.note.type !== 'DiscussionNote',
          notes: [n.note],
        },
        target: n.target,
        rights: n.rights,
      }),
    }),
    awardEmoji: t.field({
      type: AwardEmojiConnection,
      args: t.arg.connectionArgs(),
      resolve: async (n, args, ctx) =>
        listConnection(args, await noteAwardsLoader(ctx).load(n.note.id)),
    }),
    userPermissions: t.field({ type: NotePermissionsRef, nullable: false, resolve: (n) => n }),
  }),
});

export const NoteConnection = builder.connectionObject(
  { type: NoteRef, name: 'NoteConnection' },
  { name: 'NoteEdge' },
);

DiscussionRef.implement({
  description: 'A thread of notes, or one standalone note',
  fields: (t) => ({
    id: t.field({
      type: 'DiscussionID',
      nullable: false,
      resolve: (d) => discussionGid(d.thread.id),
    }),
    replyId: t.field({
      type: 'DiscussionID',
      nullable: false,
      resolve: (d) => discussionGid(d.thread.id),
    }),
    individualNote: t.boolean({ nullable: false, resolve: (d) => d.thread.individualNote }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      resolve: (d) => d.thread.notes[0]!.createdAt,
    }),
    resolvable: t.boolean({ nullable: false, resolve: (d) => isResolvable(d.thread.notes[0]!) }),
    resolved: t.boolean({
      nullable: false,
      resolve: (d) => isResolvable(d.thread.notes[0]!) && d.thread.notes[0]!.resolvedAt !== null,
    }),
    resolvedAt: t.field({
      type: 'Time',
      nullable: true,
      resolve: (d) => d.thread.notes[0]!.resolvedAt,
    }),
    resolvedBy: t.field({
      type: UserRef,
      nullable: true,
      resolve: (d, _a, ctx) => userOrNull(ctx, d.thread.notes[0]!.resolvedById),
    }),
    notes: t.field({
      type: NoteConnection,
      nullable: false,
      args: t.arg.connectionArgs(),
      resolve: (d, args) =>
        listConnection(
          args,
          d.thread.notes.map((note) => ({ note, target: d.target, rights: d.rights })),
        ),
    }),
  }),
});

export const DiscussionConnection = builder.connectionObject(
  { type: DiscussionRef, name: 'DiscussionConnection' },
  { name: 'DiscussionEdge' },
);
