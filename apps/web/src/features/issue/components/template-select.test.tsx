import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphqlClientProvider, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';
import { TemplateSelect } from './template-select.tsx';

const TEMPLATES: Record<string, string> = {
  Bug: '## Steps to reproduce\n',
  'Feature proposal': '## Problem to solve\n',
  'Support request': '## Who is asking\n',
};
const OFFERED = [
  { id: '1', name: 'Bug', inherited: false, sourceName: 'Web' },
  { id: '2', name: 'Feature proposal', inherited: false, sourceName: 'Web' },
  { id: '3', name: 'Support request', inherited: true, sourceName: 'Acme' },
];
let listFails: boolean;
const graphql = {
  request: vi.fn(async () => {
    if (listFails) throw new Error('HTTP 500');
    return { project: { id: 'p', name: 'Web', issueTemplates: OFFERED } };
  }),
} as unknown as GraphqlClient;

beforeEach(() => {
  listFails = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      const base = '/api/v4/projects/acme%2Fweb/templates/issues';
      const name = decodeURIComponent(url.slice(base.length + 1));
      const content = TEMPLATES[name];
      return content === undefined
        ? json({ message: '404 Template Not Found' }, 404)
        : json({ name, content });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(initialDescription = '', initialTemplate: string | null = null) {
  const seen = { description: initialDescription };
  function Host() {
    const [description, setDescription] = useState(initialDescription);
    seen.description = description;
    return (
      <>
        <TemplateSelect
          fullPath="acme/web"
          description={description}
          onDescription={setDescription}
          initialTemplate={initialTemplate}
        />
        <textarea
          aria-label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
      </>
    );
  }
  const queryClient = new QueryClient();
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={graphql}>
        <Host />
      </GraphqlClientProvider>
    </QueryClientProvider>,
  );
  return seen;
}

const select = () =>
  screen.findByRole('combobox', { name: 'Description template' }) as Promise<HTMLSelectElement>;

describe('TemplateSelect', () => {
  it('lists No template and the templates grouped by source; choosing one on an empty description applies it', async () => {
    const seen = setup();
    const box = await select();
    expect([...box.options].map((o) => o.textContent)).toEqual([
      'No template',
      'Bug',
      'Feature proposal',
      'Support request',
    ]);
    expect(
      [...box.querySelectorAll('optgroup')].map((g) => [
        g.label,
        [...g.querySelectorAll('option')].map((o) => o.value),
      ]),
    ).toEqual([
      ['Web', ['Bug', 'Feature proposal']],
      ['Acme', ['Support request']],
    ]);
    fireEvent.change(box, { target: { value: 'Bug' } });
    await waitFor(() => expect(seen.description).toBe('## Steps to reproduce\n'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before replacing edited content; Cancel keeps the previous choice and text', async () => {
    const seen = setup();
    const box = await select();
    fireEvent.change(box, { target: { value: 'Bug' } });
    await waitFor(() => expect(seen.description).toBe('## Steps to reproduce\n'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: '## Steps to reproduce\n1. Click save' },
    });
    fireEvent.change(box, { target: { value: 'Feature proposal' } });
    let dialog = await screen.findByRole('dialog', { name: 'Apply template?' });
    expect(
      within(dialog).getByText(
        'Applying a template will replace the existing issue description. Any changes you have made will be lost.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box.value).toBe('Bug');
    expect(seen.description).toBe('## Steps to reproduce\n1. Click save');

    fireEvent.click(screen.getByRole('button', { name: 'Reset template' }));
    dialog = await screen.findByRole('dialog', { name: 'Apply template?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply template' }));
    await waitFor(() => expect(seen.description).toBe('## Steps to reproduce\n'));
    expect(box.value).toBe('Bug');

    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(seen.description).toBe(''));
    expect(box.value).toBe('');
  });

  it('applies an inherited template from the group', async () => {
    const seen = setup();
    fireEvent.change(await select(), { target: { value: 'Support request' } });
    await waitFor(() => expect(seen.description).toBe('## Who is asking\n'));
  });

  it('applies issuable_template once the names arrive', async () => {
    const seen = setup('', 'Feature proposal');
    await waitFor(() => expect(seen.description).toBe('## Problem to solve\n'));
    expect((await select()).value).toBe('Feature proposal');
  });

  it('renders nothing when the templates fail to load', async () => {
    listFails = true;
    setup();
    await waitFor(() => expect(vi.mocked(graphql.request)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('combobox', { name: 'Description template' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeTruthy();
  });
});
