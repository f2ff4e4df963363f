import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import {
  IconCalendar,
  IconEye,
  IconEyeOff,
  IconLabel,
  IconLink,
  IconLock,
  IconLockOpen,
  IconMessage,
  IconPencil,
  IconUser,
  IconCircleCheck,
  IconCircleDot,
  IconFlag,
  IconRefresh,
  IconScale,
  IconHeartbeat,
} from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { formatTime } from '#web/lib/dates.ts';
import { MarkdownHtml } from '../markdown-html.tsx';
import { describeChange, markInlineDiff } from './description-diff.ts';
import type { DiscussionNote } from './use-discussion.ts';

/** GitLab's system note icon names, drawn with the app's icon set. */
const ICONS: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  user: IconUser,
  'issue-close': IconCircleCheck,
  issues: IconCircleDot,
  pencil: IconPencil,
  'eye-slash': IconEyeOff,
  eye: IconEye,
  label: IconLabel,
  lock: IconLock,
  'lock-open': IconLockOpen,
  milestone: IconFlag,
  iteration: IconRefresh,
  link: IconLink,
  calendar: IconCalendar,
  weight: IconScale,
  'status-health': IconHeartbeat,
};

function DescriptionDiff({ before, after }: { before: string; after: string }) {
  return (
    <Box
      component="pre"
      aria-label="Changes to the description"
      p="xs"
      fz="sm"
      style={{ whiteSpace: 'pre-wrap', background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}
    >
      {describeChange(before, after).map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'added' ? (
          <ins key={index} style={{ background: 'var(--mantine-color-green-1)' }}>
            {part.text}
          </ins>
        ) : (
          <del key={index} style={{ background: 'var(--mantine-color-red-1)' }}>
            {part.text}
          </del>
        ),
      )}
    </Box>
  );
}

/** One history entry between the comments: icon, actor, what changed, when. */
export function SystemNote({ note }: { note: DiscussionNote }) {
  const [comparing, setComparing] = useState(false);
  const Icon = ICONS[note.systemNoteIconName ?? ''] ?? IconMessage;
  const version = note.systemNoteMetadata?.descriptionVersion;
  return (
    <Box py={6} data-testid="system-note">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box c="dimmed" pt={2}>
          <Icon size={16} aria-hidden />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap" fz="sm">
            {note.author ? (
              <Anchor href={note.author.webPath} fz="sm" fw={600}>
                {note.author.name}
              </Anchor>
            ) : null}
            <Box fz="sm" className="system-note-body" style={{ display: 'inline-block' }}>
              <MarkdownHtml html={markInlineDiff(note.bodyHtml ?? '')} />
            </Box>
            <Text span fz="xs" c="dimmed">
              {formatTime(note.createdAt)}
            </Text>
          </Group>
          {version ? (
            <>
              <Button
                variant="subtle"
                size="compact-xs"
                aria-expanded={comparing}
                onClick={() => setComparing((open) => !open)}
              >
                Compare with previous version
              </Button>
              {comparing ? (
                <DescriptionDiff
                  before={version.previousDescription ?? ''}
                  after={version.description ?? ''}
                />
              ) : null}
            </>
          ) : null}
        </Box>
      </Group>
    </Box>
  );
}
