import { Anchor, Badge, Box, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { formatTime } from '#web/lib/dates.ts';
import { MarkdownHtml } from '../markdown-html.tsx';
import { UserAvatar } from '../user-avatar.tsx';
import { CommentComposer } from './comment-composer.tsx';
import { DELETE_CONFIRM } from './discussion-messages.ts';
import { NoteReactions } from './note-reactions.tsx';
import type { Discussion, DiscussionNote } from './use-discussion.ts';

interface Props {
  note: DiscussionNote;
  discussion: Discussion;
  viewer: string | null;
  editor: { projectPath?: string; groupPath?: string };
}

function DeleteNote({ onDelete }: { onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setOpen(true)}>
        Delete comment
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delete comment">
        <Text mb="md">{DELETE_CONFIRM}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              setOpen(false);
              onDelete();
            }}
          >
            Delete comment
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** A comment: author, time, internal badge, body (or its edit box), actions, reactions. */
export function CommentNote({ note, discussion, viewer, editor }: Props) {
  const [editing, setEditing] = useState(false);
  const author = note.author;
  return (
    <Box
      py="xs"
      data-testid="comment"
      aria-label={`Comment by ${author?.name ?? 'a user'}`}
      component="article"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {author ? <UserAvatar user={author} size={28} decorative /> : null}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} fz="sm">
            {author ? (
              <Anchor href={author.webPath} fz="sm" fw={600}>
                {author.name}
              </Anchor>
            ) : null}
            <Text span fz="xs" c="dimmed">
              {formatTime(note.createdAt)}
            </Text>
            {note.internal ? (
              <Badge color="orange" variant="light" size="sm">
                Internal note
              </Badge>
            ) : null}
            {note.lastEditedAt ? (
              <Text span fz="xs" c="dimmed">
                (edited)
              </Text>
            ) : null}
          </Group>
          {editing ? (
            <CommentComposer
              label="Edit comment"
              submitLabel="Save comment"
              initialBody={note.body}
              autoFocus
              {...editor}
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                const saved = await discussion.editNote(note.id, body);
                if (saved) setEditing(false);
                return saved;
              }}
            />
          ) : (
            <MarkdownHtml html={note.bodyHtml ?? ''} />
          )}
          <Group gap={4}>
            {note.userPermissions.adminNote && !editing ? (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                Edit comment
              </Button>
            ) : null}
            {note.userPermissions.destroyNote ? (
              <DeleteNote onDelete={() => void discussion.deleteNote(note.id)} />
            ) : null}
          </Group>
          <NoteReactions
            note={note}
            viewer={viewer}
            onToggle={(name) => void discussion.toggleReaction(note.id, name)}
          />
        </Box>
      </Group>
    </Box>
  );
}
