import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterToken, searchTermToken } from '../utils/filter-token.ts';
import {
  FETCH_LABELS_ERROR,
  FETCH_LATEST_LABELS_ERROR,
  FETCH_USERS_ERROR,
  NO_MATCHES_FOUND,
} from '../utils/messages.ts';
import { fakeGraphqlClient, renderWithProviders } from '../testing/render-with-providers.tsx';
import type { GraphqlAnswers } from '../testing/render-with-providers.tsx';
import type { FilteredSearchBarProps } from './filtered-search-bar.tsx';
import { FilteredSearchBar } from './filtered-search-bar.tsx';

const owner = { id: '1', username: 'owner', name: 'Olive Owner' };
const users = [owner, { id: '2', username: 'developer', name: 'Dev Eloper', avatarUrl: null }];

const answers: GraphqlAnswers = {
  filteredSearchAutocompleteUsers: ({ search }) => ({
    group: {
      id: 'g1',
      autocompleteUsers: users.filter((u) => u.username.includes(String(search ?? ''))),
    },
  }),
};

function labelsResponse(): Response {
  const body = [
    { id: 1, title: 'priority::high', color: '#cc0000', text_color: '#ffffff' },
    { id: 2, title: 'bug', color: '#ff9900', text_color: '#000000' },
  ];
  return new Response(JSON.stringify(body), { status: 200 });
}

function setup(props: Partial<FilteredSearchBarProps> = {}, graphql = answers) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <FilteredSearchBar fullPath="acme" currentUser={owner} onSubmit={onSubmit} {...props} />,
    fakeGraphqlClient(graphql),
  );
  const input = screen.getByRole('combobox', { name: 'Search or filter results' });
  return { onSubmit, input };
}

function key(input: HTMLElement, name: string) {
  fireEvent.keyDown(input, { key: name, code: name });
}

function options() {
  // jsdom has no layout, so floating-ui reports the dropdown's anchor as hidden: include hidden.
  return screen
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => labelsResponse()),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Generous timeout: these render Mantine in jsdom and wait out the suggestion debounce.
describe('FilteredSearchBar', { timeout: 20_000 }, () => {
  it('builds a negated author token with the keyboard and submits it', async () => {
    const { onSubmit, input } = setup();
    fireEvent.focus(input);
    expect(options()[0]).toContain('Author');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(options().map((o) => o.trim())).toEqual(['=is', '!=is not', '||is one of']);
    fireEvent.keyDown(input, { key: '!' });
    fireEvent.keyDown(input, { key: '=' });
    fireEvent.change(input, { target: { value: 'dev' } });
    await waitFor(() => expect(options().join()).toContain('@developer'));
    key(input, 'Enter');
    const token = await screen.findByRole('group', { name: 'Author is not @developer' });
    expect(token).toBeTruthy();
    key(input, 'Enter');
    expect(onSubmit).toHaveBeenCalledWith(
      [filterToken('author', 'developer', '!=')],
      'START_DATE_ASC',
    );
  });

  it("names a token's edit button by its visible text (label in name), the hint as description", () => {
    setup({ initialTokens: [filterToken('author', 'developer', '!=')] });
    const token = screen.getByRole('group', { name: 'Author is not @developer' });
    const edit = within(token).getByRole('button', { name: 'Author != @developer' });
    expect(edit.getAttribute('title')).toBe('Edit filter');
    expect(
      within(token).getByRole('button', { name: 'Remove Author is not @developer' }),
    ).toBeTruthy();
  });

  it('preloads the signed-in user in the author token', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Author:' } });
    key(input, 'Enter');
    await waitFor(() => expect(options().join()).toContain('@owner'));
  });

  it('drops unique tokens from the list once used and has no emoji token when signed out', () => {
    const { input } = setup({
      currentUser: null,
      initialTokens: [filterToken('milestone', 'v1'), filterToken('label', 'bug')],
    });
    fireEvent.focus(input);
    const types = options();
    expect(types.some((o) => o.includes('Milestone'))).toBe(false);
    expect(types.some((o) => o.includes('Label'))).toBe(true);
    expect(types.some((o) => o.includes('My reaction'))).toBe(false);
  });

  it('never offers a disabled token type', () => {
    const { input } = setup({ disabledTokenTypes: ['group_path', 'epic_iid'] });
    fireEvent.focus(input);
    const types = options().join();
    expect(types).not.toContain('Group');
    expect(types).not.toContain('Epic');
    expect(types).toContain('Milestone');
  });

  it('raises the catalogue alert when suggestions fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const { input } = setup({}, { filteredSearchAutocompleteUsers: () => new Error('down') });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Label:' } });
    fireEvent.keyDown(input, { key: '=' });
    // The token opens on the default (latest) list, fetched with an empty search.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(FETCH_LATEST_LABELS_ERROR),
    );
    fireEvent.blur(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Author:' } });
    fireEvent.keyDown(input, { key: '=' });
    fireEvent.change(input, { target: { value: 'x' } });
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(),
      ).toContain(FETCH_USERS_ERROR),
    );
  });

  it('tells a failing typed label search from a failing latest-labels list', async () => {
    const searches: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const search = new URL(String(input), 'http://localhost').searchParams.get('search') ?? '';
        searches.push(search);
        return search === '' ? labelsResponse() : new Response('down', { status: 500 });
      }),
    );
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Label:' } });
    fireEvent.keyDown(input, { key: '=' });
    await waitFor(() => expect(options().join()).toContain('priority::high'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: 'pri' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(FETCH_LABELS_ERROR),
    );
    expect(searches).toContain('pri');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).not.toContain(FETCH_LATEST_LABELS_ERROR);
  });

  it('says when a search matches nothing', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Milestone:' } });
    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByText(NO_MATCHES_FOUND)).toBeTruthy(), { timeout: 2000 });
  });

  it('edits the last token with Backspace', () => {
    const { input } = setup({
      initialTokens: [filterToken('author', 'owner'), filterToken('milestone', 'v1')],
    });
    fireEvent.focus(input);
    key(input, 'Backspace');
    expect((input as HTMLInputElement).value).toBe('v1');
    expect(screen.queryByRole('group', { name: 'Milestone is %v1' })).toBeNull();
  });

  it('turns free text into search terms', () => {
    const { onSubmit, input } = setup();
    fireEvent.change(input, { target: { value: '"big plan" later' } });
    key(input, 'Enter');
    expect(onSubmit).toHaveBeenCalledWith(
      [searchTermToken('big plan'), searchTermToken('later')],
      'START_DATE_ASC',
    );
  });

  it('is read-only in view-only mode', () => {
    const { input } = setup({ viewOnly: true, initialTokens: [filterToken('author', 'owner')] });
    expect((input as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).not.toBe('true');
    expect(options()).toEqual([]);
  });

  it('toggles the sort direction and submits the sort', () => {
    const { onSubmit } = setup({ initialSort: 'title_desc' });
    const sort = screen.getByTestId('filtered-search-sort');
    expect(within(sort).getByRole('button', { name: 'Sort by: Title' })).toBeTruthy();
    act(() => {
      fireEvent.click(within(sort).getByRole('button', { name: 'Sort direction: Descending' }));
    });
    expect(onSubmit).toHaveBeenCalledWith([], 'TITLE_ASC');
  });

  it('collects OR values with check marks and submits one token per value', async () => {
    const { onSubmit, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Label:' } });
    fireEvent.keyDown(input, { key: '|' });
    fireEvent.keyDown(input, { key: '|' });
    await waitFor(() => expect(options().join()).toContain('bug'));
    const option = (text: string) =>
      screen.getAllByRole('option', { hidden: true }).find((o) => o.textContent?.includes(text));
    fireEvent.click(option('bug') as HTMLElement);
    fireEvent.click(option('priority::high') as HTMLElement);
    expect(option('bug')?.getAttribute('aria-selected')).toBe('true');
    key(input, 'Enter');
    key(input, 'Enter');
    expect(onSubmit).toHaveBeenLastCalledWith(
      [filterToken('label', 'bug', '||'), filterToken('label', 'priority::high', '||')],
      'START_DATE_ASC',
    );
  });

  it('remembers submitted searches and applies one from the history', async () => {
    const { onSubmit, input } = setup();
    fireEvent.change(input, { target: { value: 'first' } });
    key(input, 'Enter');
    expect(JSON.parse(localStorage.getItem('acme-epics-recent-searches') ?? '[]')).toEqual([
      [searchTermToken('first')],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle search history' }));
    const item = await screen.findByRole('menuitem', { name: 'Search text first', hidden: true });
    fireEvent.click(item);
    expect(onSubmit).toHaveBeenLastCalledWith([searchTermToken('first')], 'START_DATE_ASC');
  });

  it('shows the storage message when recent searches cannot be parsed', async () => {
    localStorage.setItem('acme-epics-recent-searches', '{oops');
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle search history' }));
    expect(
      await screen.findByText('An error occurred while parsing recent searches', undefined, {}),
    ).toBeTruthy();
  });
});
