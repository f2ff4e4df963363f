import { Box, Button, Group, Paper } from '@mantine/core';
import { useState } from 'react';
import { CommentComposer } from './comment-composer.tsx';
import { CommentNote } from './comment-note.tsx';
import { SystemNote } from './system-note.tsx';
import type { Discussion, DiscussionThread as Thread } from './use-discussion.ts';

interface Props {
  thread: Thread;
  discussion: Discussion;
  viewer: string | null;
  canReply: boolean;
  editor: { projectPath?: string; groupPath?: string };
}

/** A system note, or a comment with its replies, 'Reply' and 'Resolve thread'. */
export function DiscussionThreadView({ thread, discussion, viewer, canReply, editor }: Props) {
  const [replying, setReplying] = useState(false);
  const first = thread.notes[0];
  if (!first) return null;
  if (first.system) return <SystemNote note={first} />;
  const canResolve = thread.resolvable && first.userPermissions.resolveNote;
  return (
    <Paper withBorder radius="md" px="md" py={4} my="xs" data-testid="thread">
      {thread.notes.map((note, index) => (
        <Box key={note.id} pl={index === 0 ? 0 : 'xl'}>
          <CommentNote note={note} discussion={discussion} viewer={viewer} editor={editor} />
        </Box>
      ))}
      {replying ? (
        <Box pl="xl" pb="xs">
          <CommentComposer
            label="Reply to comment"
            submitLabel="Reply"
            autoFocus
            {...editor}
            onCancel={() => setReplying(false)}
            onSubmit={async (body) => {
              const saved = await discussion.addNote(body, { discussionId: thread.id });
              if (saved) setReplying(false);
              return saved;
            }}
          />
        </Box>
      ) : null}
      <Group gap="xs" pb="xs">
        {canReply && !replying ? (
          <Button size="compact-sm" variant="default" onClick={() => setReplying(true)}>
            Reply
          </Button>
        ) : null}
        {canResolve ? (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => void discussion.resolve(thread.id, !thread.resolved)}
          >
            {thread.resolved ? 'Unresolve thread' : 'Resolve thread'}
          </Button>
        ) : null}
        {thread.resolved ? (
          <Box fz="sm" c="dimmed">
            Thread resolved
          </Box>
        ) : null}
      </Group>
    </Paper>
  );
}
