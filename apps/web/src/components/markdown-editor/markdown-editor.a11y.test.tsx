import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphqlClientProvider, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';

const client: GraphqlClient = {
  request: vi.fn(async () => ({
    project: {
      id: 'p1',
      labels: { nodes: [{ id: 'l1', title: 'needs review', color: '#428bca' }] },
    },
  })) as GraphqlClient['request'],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user: null, csrfToken: null }))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Host() {
  const [value, setValue] = useState('');
  return (
    <MarkdownEditor label="Comment" value={value} onChange={setValue} projectPath="acme/web" />
  );
}

/** axe's serious and critical findings (jsdom cannot compute colours: contrast is left out). */
async function seriousViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

describe('MarkdownEditor accessibility', () => {
  it('has no serious axe findings, with and without suggestions open', async () => {
    renderWithTheme(
      <QueryClientProvider client={new QueryClient()}>
        <GraphqlClientProvider client={client}>
          <Host />
        </GraphqlClientProvider>
      </QueryClientProvider>,
    );
    expect(await seriousViolations()).toEqual([]);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    fireEvent.change(textarea, { target: { value: '~ne' } });
    const option = await screen.findByRole('option', { name: 'needs review' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(await seriousViolations()).toEqual([]);
    fireEvent.keyDown(textarea, { key: 'Tab' });
    expect(textarea).toHaveProperty('value', '~"needs review" ');
  });
});
