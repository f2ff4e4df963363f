import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  graphqlQueryKey,
  readFragment,
  useGraphqlClient,
  useGraphqlSubscription,
  type FragmentOf,
  type ResultOf,
} from '#web/lib/graphql/index.ts';
import { createNoteMutation } from './graphql/create-note.mutation.ts';
import { destroyNoteMutation } from './graphql/destroy-note.mutation.ts';
import { epicDiscussionQuery } from './graphql/epic-discussion.query.ts';
import { issueDiscussionQuery } from './graphql/issue-discussion.query.ts';
import { noteAwardToggleMutation } from './graphql/note-award.mutation.ts';
import { discussionNoteFragment } from './graphql/note.fragment.ts';
import { discussionThreadFragment } from './graphql/thread.fragment.ts';
import { notesChangedSubscription } from './graphql/notes-changed.subscription.ts';
import { discussionToggleResolveMutation } from './graphql/toggle-resolve.mutation.ts';
import { updateNoteMutation } from './graphql/update-note.mutation.ts';
import {
  COMMENT_ERROR,
  DELETE_ERROR,
  EDIT_ERROR,
  REACTION_ERROR,
  RESOLVE_ERROR,
  withServerError,
} from './discussion-messages.ts';

export interface DiscussionSource {
  kind: 'issue' | 'epic';
  fullPath: string;
  iid: string;
}

export type DiscussionNote = ResultOf<typeof discussionNoteFragment>;
export interface DiscussionThread {
  id: string;
  resolvable: boolean;
  resolved: boolean;
  notes: DiscussionNote[];
}

type Item = {
  id: string;
  userPermissions: { createNote: boolean };
  discussions: {
    pageInfo: { hasNextPage: boolean; endCursor?: string | null };
    nodes: readonly (FragmentOf<typeof discussionThreadFragment> | null)[] | null;
  };
};

function threadsOf(pages: readonly (Item | null)[]): DiscussionThread[] {
  return pages.flatMap((item) =>
    (item?.discussions.nodes ?? []).flatMap((ref) => {
      if (!ref) return [];
      const d = readFragment(discussionThreadFragment, ref);
      const notes = (d.notes.nodes ?? []).flatMap((n) =>
        n ? [readFragment(discussionNoteFragment, n)] : [],
      );
      return [{ id: d.id, resolvable: d.resolvable, resolved: d.resolved, notes }];
    }),
  );
}

const fail = (message: string) => notifications.show({ color: 'red', message });

/** The item's discussion: its threads, live updates, and the writes with their failure texts (discussion-messages.ts). */
export function useDiscussion(source: DiscussionSource) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const vars = { fullPath: source.fullPath, iid: source.iid };
  const document = source.kind === 'issue' ? issueDiscussionQuery : epicDiscussionQuery;
  const queryKey = graphqlQueryKey(document, vars);
  // Pages of 100 threads; a refetch (live events, writes) reloads every page loaded so far.
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<Item | null> => {
      const page = { ...vars, after: pageParam };
      if (source.kind === 'issue') {
        return (await client.request(issueDiscussionQuery, page, signal)).project?.issue ?? null;
      }
      return (await client.request(epicDiscussionQuery, page, signal)).group?.epic ?? null;
    },
    getNextPageParam: (last) =>
      last?.discussions.pageInfo.hasNextPage
        ? (last.discussions.pageInfo.endCursor ?? undefined)
        : undefined,
  });
  const pages = query.data?.pages ?? [];
  const item = pages[0];
  const refetch = () => queryClient.invalidateQueries({ queryKey });

  // Each event refetches the discussion with the viewer's rights (the server already dropped
  // events about notes the viewer may not see).
  useGraphqlSubscription(
    notesChangedSubscription,
    { noteableId: item?.id ?? '' },
    () => void refetch(),
    { enabled: Boolean(item?.id), onReconnect: () => void refetch() },
  );

  /** Runs a write; on failure shows the message and answers false. */
  const write = async (run: () => Promise<readonly string[] | undefined>, generic: string) => {
    try {
      const errors = await run();
      if (errors?.length) {
        fail(withServerError(generic, errors));
        return false;
      }
      return true;
    } catch {
      fail(generic);
      return false;
    } finally {
      void refetch();
    }
  };

  return {
    query,
    item,
    threads: threadsOf(pages),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    addNote: (body: string, options: { internal?: boolean; discussionId?: string } = {}) =>
      write(async () => {
        const answer = await client.request(createNoteMutation, {
          input: { noteableId: item?.id ?? '', body, ...options },
        });
        return answer.createNote?.errors ?? [COMMENT_ERROR];
      }, COMMENT_ERROR),
    editNote: (id: string, body: string) =>
      write(async () => {
        const answer = await client.request(updateNoteMutation, { input: { id, body } });
        return answer.updateNote?.errors ?? [EDIT_ERROR];
      }, EDIT_ERROR),
    deleteNote: (id: string) =>
      write(async () => {
        const answer = await client.request(destroyNoteMutation, { input: { id } });
        return answer.destroyNote?.errors ?? [DELETE_ERROR];
      }, DELETE_ERROR),
    resolve: (id: string, resolve: boolean) =>
      write(async () => {
        const answer = await client.request(discussionToggleResolveMutation, {
          input: { id, resolve },
        });
        return answer.discussionToggleResolve?.errors ?? [RESOLVE_ERROR];
      }, RESOLVE_ERROR),
    toggleReaction: (noteId: string, name: string) =>
      write(async () => {
        const answer = await client.request(noteAwardToggleMutation, {
          input: { awardableId: noteId, name },
        });
        return answer.awardEmojiToggle?.errors ?? [REACTION_ERROR];
      }, REACTION_ERROR),
  };
}

export type Discussion = ReturnType<typeof useDiscussion>;
