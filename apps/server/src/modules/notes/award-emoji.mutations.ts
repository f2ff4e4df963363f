import { GraphQLError } from 'graphql';
import { builder } from '#server/graphql/builder.ts';
import { resourceNotAvailable } from '#server/graphql/args.ts';
import { gidArgument } from '#server/graphql/global-id.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { runPayload, type Nullable, type Payload as Base } from '#server/graphql/payload.ts';
import { AwardEmojiRef } from '../emoji/emoji-ref.ts';
import { awardableNote } from './note-awards.ts';
import { awardableById, changeAward, type AwardRow } from '../emoji/emoji.service.ts';

/** What `changeAward` answers, its own refusals (unknown emoji, already awarded) included. */
interface Answer {
  award: AwardRow | null;
  toggledOn: boolean;
  errors: string[];
}
type Payload = Nullable<Answer> & Base;

const ACTIONS = [
  ['awardEmojiAdd', 'Add', 'add'],
  ['awardEmojiRemove', 'Remove', 'remove'],
  ['awardEmojiToggle', 'Toggle', 'toggle'],
] as const;

/** Loads the awardable named by a gid (Epic, Issue, WorkItem or Note) the viewer may read. */
async function awardable(ctx: Parameters<typeof awardableById>[0], gid: string) {
  const id = gidArgument('awardableId', gid, 'Epic', 'Issue', 'WorkItem', 'Note');
  const typename = gid.split('/')[3];
  if (typename === 'Note') return awardableNote(ctx, id);
  const item = await awardableById(ctx, id);
  if (!item) throw resourceNotAvailable();
  if ((typename === 'Epic') !== (item.type === 'epic') && typename !== 'WorkItem') {
    throw resourceNotAvailable();
  }
  return { item, noteId: null };
}

for (const [field, suffix, action] of ACTIONS) {
  const input = builder.inputType(`AwardEmoji${suffix}Input`, {
    fields: (t) => ({
      clientMutationId: t.string(),
      awardableId: t.field({
        type: 'AwardableID',
        required: true,
        description: 'Global ID of the awardable resource.',
      }),
      name: t.string({ required: true, description: 'Emoji name.' }),
    }),
  });
  const payload = builder.objectRef<Payload>(`AwardEmoji${suffix}Payload`).implement({
    fields: (t) => ({
      clientMutationId: t.exposeString('clientMutationId'),
      awardEmoji: t.field({
        type: AwardEmojiRef,
        description: 'Emoji reaction after (or, when removed, before) the mutation.',
        resolve: (p) => p.award,
      }),
      errors: t.exposeStringList('errors', { nullable: false }),
      ...(action === 'toggle'
        ? {
            toggledOn: t.boolean({
              nullable: false,
              description: 'Whether the emoji is now awarded.',
              resolve: (p) => p.toggledOn ?? false,
            }),
          }
        : {}),
    }),
  });
  mutationField(field, (t) =>
    t.field({
      type: payload,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: async (_root, { input: args }, ctx) => {
        if (args.name.length > 255) {
          throw new GraphQLError("Argument 'name' is too long", {
            extensions: { code: 'BAD_USER_INPUT', argument: 'name' },
          });
        }
        return runPayload<Answer, Answer>(
          args.clientMutationId,
          async () => {
            const { item, noteId } = await awardable(ctx, args.awardableId);
            return changeAward(ctx, item, args.name, action, noteId);
          },
          (outcome) => outcome,
          { award: null, toggledOn: false, errors: null },
        );
      },
    }),
  );
}
