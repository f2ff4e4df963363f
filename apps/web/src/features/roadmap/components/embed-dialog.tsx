// The embed code of the current view: its read-only URL and an <iframe> snippet, each with a
// copy button.
import { Button, CopyButton, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { paths } from '#web/lib/paths.ts';
import { toSearchString } from '#web/lib/query-string.ts';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import { embedSnippet, embedUrl } from '../utils/export/embed-snippet.ts';
import { EMBED_TITLE } from '../utils/messages.ts';
import { withUrlSettings } from '../utils/url-settings.ts';

function CopyField({
  label,
  value,
  multiline,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const field = multiline ? (
    <Textarea label={label} value={value} readOnly autosize minRows={3} />
  ) : (
    <TextInput label={label} value={value} readOnly />
  );
  return (
    <div>
      {field}
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" size="xs" mt={6} onClick={copy}>
            {copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
          </Button>
        )}
      </CopyButton>
    </div>
  );
}

export function EmbedDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const page = useRoadmapPage();
  const { settings } = useRoadmapSettings();
  const search = toSearchString(
    withUrlSettings(new URLSearchParams(settings.filterParams), settings),
  );
  const url = embedUrl(window.location.origin, paths.groupRoadmapEmbed(page.fullPath), search);
  return (
    <Modal
      opened
      onClose={onClose}
      title={EMBED_TITLE}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="roadmap-embed-dialog"
    >
      <Stack>
        <CopyField label="Embed URL" value={url} />
        <CopyField label="HTML snippet" value={embedSnippet(url, title)} multiline />
      </Stack>
    </Modal>
  );
}
