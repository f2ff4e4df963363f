import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphqlClientProvider, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';

type FetchCall = { url: string; init?: RequestInit };
let calls: FetchCall[];
let uploadStatus: number;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  uploadStatus = 201;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/-/session')
        return json({ user: { id: 1, username: 'root', name: 'Root' }, csrfToken: 'csrf-1' });
      if (url === '/api/v4/markdown')
        return json({ html: '<p>Rendered <strong>text</strong></p>' }, 201);
      if (url === '/api/v4/projects/acme%2Fweb/uploads') {
        return uploadStatus === 201
          ? json({ markdown: '![shot](/uploads/0123/shot.png)' }, 201)
          : json({ message: '413 Request Entity Too Large' }, uploadStatus);
      }
      return json({ message: '404 Not Found' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const graphqlClient: GraphqlClient = {
  request: vi.fn(async () => ({
    project: {
      id: 'gid://cairn/Project/1',
      autocompleteUsers: [
        { id: 'gid://cairn/User/1', username: 'root', name: 'Administrator' },
        { id: 'gid://cairn/User/2', username: 'rosa', name: 'Rosa Parks' },
      ],
    },
  })) as GraphqlClient['request'],
};

function setup(initial = '', onSubmit = vi.fn()) {
  const seen: { value: string } = { value: initial };
  function Host() {
    const [value, setValue] = useState(initial);
    seen.value = value;
    return (
      <MarkdownEditor
        label="Description"
        value={value}
        onChange={setValue}
        onSubmit={onSubmit}
        projectPath="acme/web"
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={graphqlClient}>
        <Host />
      </GraphqlClientProvider>
    </QueryClientProvider>,
  );
  const textarea = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
  return { textarea, seen, onSubmit };
}

const select = (textarea: HTMLTextAreaElement, start: number, end: number) =>
  textarea.setSelectionRange(start, end);

describe('MarkdownEditor', () => {
  it('shows the server preview on the Preview tab and the text again on Write', async () => {
    setup('Some **text**');
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('markdown');
    expect(preview.innerHTML).toBe('<p>Rendered <strong>text</strong></p>');
    const call = calls.find((c) => c.url === '/api/v4/markdown')!;
    expect(JSON.parse(call.init!.body as string)).toEqual({
      text: 'Some **text**',
      gfm: true,
      project: 'acme/web',
    });
    expect((call.init!.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
    fireEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Some **text**',
    );
  });

  it('says there is nothing to preview for blank text, without asking the server', async () => {
    setup('  ');
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('Nothing to preview.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/v4/markdown')).toBe(false);
  });

  it('applies toolbar actions to the selection', () => {
    const { textarea, seen } = setup('make this bold');
    select(textarea, 10, 14);
    fireEvent.click(screen.getByRole('button', { name: 'Add bold text (Ctrl+B)' }));
    expect(seen.value).toBe('make this **bold**');
    select(textarea, 0, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Add a checklist' }));
    expect(seen.value).toBe('- [ ] make this **bold**');
    expect(
      within(screen.getByRole('toolbar', { name: 'Formatting' })).getAllByRole('button'),
    ).toHaveLength(9);
  });

  it('formats with Ctrl+B, Ctrl+I, Ctrl+K and submits with Ctrl+Enter or Cmd+Enter', () => {
    const { textarea, seen, onSubmit } = setup('word');
    select(textarea, 0, 4);
    fireEvent.keyDown(textarea, { key: 'b', ctrlKey: true });
    expect(seen.value).toBe('**word**');
    select(textarea, 2, 6);
    fireEvent.keyDown(textarea, { key: 'i', metaKey: true });
    expect(seen.value).toBe('**_word_**');
    select(textarea, 3, 7);
    fireEvent.keyDown(textarea, { key: 'k', ctrlKey: true });
    expect(seen.value).toBe('**_[word](url)_**');
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('url');
    fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(textarea, { key: 'Enter', metaKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('suggests users after @ and inserts the one chosen with the keyboard', async () => {
    const { textarea, seen } = setup('');
    fireEvent.change(textarea, { target: { value: 'Thanks @ro' } });
    const list = await screen.findByRole('listbox', { name: 'Suggestions for Description' });
    expect(graphqlClient.request).toHaveBeenCalledWith(
      expect.anything(),
      { fullPath: 'acme/web', search: 'ro', isProject: true },
      expect.anything(),
    );
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['rootAdministrator', 'rosaRosa Parks']);
    expect(textarea.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(textarea, { key: 'ArrowDown' });
    expect(textarea.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(seen.value).toBe('Thanks @rosa ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(textarea.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes the suggestions with Escape, leaving the text', async () => {
    const { textarea, seen } = setup('');
    fireEvent.change(textarea, { target: { value: '@ro' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(textarea, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(seen.value).toBe('@ro');
  });

  it('uploads a pasted file: a placeholder at once, then the Markdown link', async () => {
    const { textarea, seen } = setup('See ');
    select(textarea, 4, 4);
    const file = new File([new Uint8Array([0x89, 0x50])], 'shot.png', { type: 'image/png' });
    fireEvent.paste(textarea, { clipboardData: { files: [file] } });
    expect(seen.value).toBe('See ![Uploading shot.png…]()');
    await waitFor(() => expect(seen.value).toBe('See ![shot](/uploads/0123/shot.png)'));
    const call = calls.find((c) => c.url.endsWith('/uploads'))!;
    expect(call.init!.method).toBe('POST');
    expect((call.init!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('removes the placeholder and shows an error when the upload fails', async () => {
    uploadStatus = 413;
    const { textarea, seen } = setup('');
    const file = new File(['x'], 'big.bin');
    fireEvent.drop(textarea, { dataTransfer: { files: [file] } });
    expect(seen.value).toBe('![Uploading big.bin…]()');
    expect((await screen.findByRole('alert')).textContent).toBe('Attaching the file failed.');
    expect(seen.value).toBe('');
  });
});
