import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MarkdownHtml } from '../markdown-html.tsx';
import { requestPreview } from './editor-requests.ts';
import { useCsrfToken } from './use-csrf-token.ts';

export const NOTHING_TO_PREVIEW = 'Nothing to preview.';
export const PREVIEW_FAILED = 'Something went wrong while fetching the preview.';

/** The text as the server renders it, in the project's context and with the viewer's rights. */
export function MarkdownPreview({ text, projectPath }: { text: string; projectPath?: string }) {
  const csrfToken = useCsrfToken();
  const empty = text.trim() === '';
  const query = useQuery({
    queryKey: ['markdownPreview', projectPath ?? null, text],
    queryFn: async ({ signal }) => requestPreview(text, projectPath, await csrfToken(), signal),
    enabled: !empty,
    staleTime: 60_000,
    retry: false,
  });
  if (empty) return <Text size="sm">{NOTHING_TO_PREVIEW}</Text>;
  if (query.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {PREVIEW_FAILED}
      </Text>
    );
  }
  if (query.data === undefined) return <Text size="sm">Loading…</Text>;
  return <MarkdownHtml html={query.data} label="Preview" />;
}
