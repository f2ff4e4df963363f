import { Alert, Anchor, Box, Group, SegmentedControl, Select, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session/index.ts';
import { CommentComposer, type StateAction } from './comment-composer.tsx';
import { LOAD_ERROR, lockedText, SIGN_IN_TO_COMMENT } from './discussion-messages.ts';
import { DiscussionThreadView } from './discussion-thread.tsx';
import { LoadMoreThreads } from './load-more-threads.tsx';
import {
  FILTER_LABELS,
  readPreferences,
  visibleThreads,
  writePreferences,
  type ActivityFilter,
  type DiscussionPreferences,
  type SortOrder,
} from './discussion-view.ts';
import { useDiscussion, type DiscussionSource } from './use-discussion.ts';

export interface DiscussionSectionProps {
  source: DiscussionSource;
  /** Planners, reporters and above may write internal notes. */
  canWriteInternal: boolean;
  /** 'Comment & close' / 'Comment & reopen', when the viewer may change the state. */
  stateAction?: StateAction;
}

const FILTERS = (Object.keys(FILTER_LABELS) as ActivityFilter[]).map((value) => ({
  value,
  label: FILTER_LABELS[value],
}));

/**
 * The discussion under an issue's or epic's description: comments, threads and the history
 * between them, a filter and order remembered per user, and the comment box.
 */
export function DiscussionSection({
  source,
  canWriteInternal,
  stateAction,
}: DiscussionSectionProps) {
  const session = useSession();
  const viewer = session.user?.username ?? null;
  const discussion = useDiscussion(source);
  const [prefs, setPrefs] = useState<DiscussionPreferences>(() => readPreferences(viewer));
  const update = (next: Partial<DiscussionPreferences>) => {
    const value = { ...prefs, ...next };
    setPrefs(value);
    writePreferences(viewer, value);
  };
  const editor =
    source.kind === 'issue' ? { projectPath: source.fullPath } : { groupPath: source.fullPath };
  const canComment = discussion.item?.userPermissions.createNote ?? false;
  const threads = visibleThreads(discussion.threads, prefs.filter, prefs.order);
  const loadMore = () => {
    if (!discussion.loadingMore) discussion.loadMore();
  };
  // Pages come oldest first: newest first needs them all before its top is right (as GitLab,
  // which loads every page of a discussion).
  const loadAll = prefs.order === 'newest' && discussion.hasMore && !discussion.loadingMore;
  useEffect(() => {
    if (loadAll) discussion.loadMore();
  });

  return (
    <Box component="section" aria-labelledby="discussion-heading" mt="xl">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} fz="lg" id="discussion-heading">
          Activity
        </Title>
        <Group gap="xs">
          <SegmentedControl
            aria-label="Sort order"
            size="xs"
            value={prefs.order}
            onChange={(value) => update({ order: value as SortOrder })}
            data={[
              { value: 'oldest', label: 'Oldest first' },
              { value: 'newest', label: 'Newest first' },
            ]}
          />
          <Select
            aria-label="Filter activity"
            size="xs"
            allowDeselect={false}
            data={FILTERS}
            value={prefs.filter}
            onChange={(value) => value && update({ filter: value as ActivityFilter })}
          />
        </Group>
      </Group>
      {discussion.query.isError ? <Alert color="red">{LOAD_ERROR}</Alert> : null}
      <Box data-testid="discussion">
        {threads.map((thread) => (
          <DiscussionThreadView
            key={thread.id}
            thread={thread}
            discussion={discussion}
            viewer={viewer}
            canReply={canComment}
            editor={editor}
          />
        ))}
        {discussion.hasMore ? (
          <LoadMoreThreads loading={discussion.loadingMore} onLoad={loadMore} />
        ) : null}
      </Box>
      <Box mt="md">
        {canComment ? (
          <CommentComposer
            label="Comment"
            submitLabel="Comment"
            shortcut="comment"
            canInternal={canWriteInternal}
            stateAction={stateAction}
            {...editor}
            onSubmit={(body, internal) => discussion.addNote(body, { internal })}
          />
        ) : session.signedIn ? (
          discussion.item ? (
            <Alert color="yellow">{lockedText(source.kind)}</Alert>
          ) : null
        ) : (
          <Text size="sm">
            <Anchor href={paths.signIn()}>{SIGN_IN_TO_COMMENT}</Anchor>
          </Text>
        )}
      </Box>
    </Box>
  );
}
