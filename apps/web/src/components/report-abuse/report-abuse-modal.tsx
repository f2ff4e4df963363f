import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCsrfToken } from '../markdown-editor/index.ts';
import {
  ABUSE_CATEGORIES,
  MAX_ABUSE_MESSAGE,
  REPORT_ABUSE_CONTEXT,
  REPORT_ABUSE_ERROR,
  REPORT_ABUSE_QUESTION,
  REPORT_ABUSE_SUBMIT,
  REPORT_ABUSE_THANKS,
  REPORT_ABUSE_TITLE,
  type AbuseCategory,
} from './abuse-messages.ts';
import { submitAbuseReport } from './abuse-requests.ts';

/** The numeric id at the end of a global id (gid://…/Issue/12 -> 12). */
export const databaseIdOf = (gid: string) => Number(gid.split('/').pop());

/**
 * Report abuse (issue and epic action menus): a category and a message about the item's author,
 * sent to the administrators. Submit stays disabled until both are given.
 */
export function ReportAbuseModal({
  opened,
  onClose,
  itemGid,
}: {
  opened: boolean;
  onClose: () => void;
  itemGid: string;
}) {
  const csrfToken = useCsrfToken();
  const [category, setCategory] = useState<AbuseCategory | ''>('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setCategory('');
    setMessage('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!category || !message.trim()) return;
    setSending(true);
    setError(null);
    try {
      await submitAbuseReport(await csrfToken(), {
        workItemId: databaseIdOf(itemGid),
        category,
        message: message.trim(),
        url: window.location.href,
      });
      notifications.show({ message: REPORT_ABUSE_THANKS });
      close();
    } catch (e) {
      setError(`${REPORT_ABUSE_ERROR} ${e instanceof Error ? e.message : ''}`.trim());
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={REPORT_ABUSE_TITLE}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Radio.Group
          label={REPORT_ABUSE_QUESTION}
          value={category}
          onChange={(value) => setCategory(value as AbuseCategory)}
          required
        >
          <Stack gap={6} mt="xs">
            {ABUSE_CATEGORIES.map((c) => (
              <Radio key={c.value} value={c.value} label={c.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={REPORT_ABUSE_CONTEXT}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={MAX_ABUSE_MESSAGE}
          rows={4}
          required
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {/* red.9: white on it passes 4.5:1 (red.6 does not). */}
          <Button
            color="red.9"
            onClick={() => void submit()}
            loading={sending}
            disabled={!category || !message.trim()}
          >
            {REPORT_ABUSE_SUBMIT}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
