import type { Locator, Page } from '@playwright/test';

/** The epics filter bar (features/filtered-search) on the roadmap and the epics list. */
export class FilteredSearchBar {
  readonly root: Locator;
  readonly input: Locator;
  readonly tokens: Locator;
  readonly draft: Locator;
  readonly suggestions: Locator;
  readonly options: Locator;
  readonly emptySuggestions: Locator;
  readonly searchButton: Locator;
  readonly clearButton: Locator;
  readonly historyButton: Locator;
  readonly recentSearches: Locator;
  readonly sortButton: Locator;
  readonly alerts: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('filtered-search-bar');
    this.input = this.root.getByRole('combobox', { name: 'Search or filter results' });
    this.tokens = this.root.getByTestId('filtered-search-token');
    this.draft = this.root.getByTestId('filtered-search-draft');
    this.suggestions = this.root.getByRole('listbox', { name: 'Suggestions' });
    this.options = this.suggestions.getByRole('option');
    this.emptySuggestions = this.root.getByTestId('filtered-search-no-suggestions');
    this.searchButton = this.root.getByRole('button', { name: 'Search', exact: true });
    this.clearButton = this.root.getByRole('button', { name: 'Clear', exact: true });
    this.historyButton = this.root.getByRole('button', { name: 'Toggle search history' });
    this.recentSearches = this.root.getByTestId('recent-search');
    this.sortButton = this.root.getByRole('button', { name: /^Sort by: / });
    this.alerts = this.root.getByRole('alert');
  }

  /** The token pill of a type ('author', 'label', 'milestone', 'epic_iid', ...). */
  token(type: string): Locator {
    return this.tokens.and(this.page.locator(`[data-token-type="${type}"]`));
  }

  /**
   * A pill in the input by its accessible description, e.g. 'Label is not ~bug' (not the copies
   * a recent search shows in the history dropdown, which may still be closing).
   */
  tokenNamed(description: string | RegExp): Locator {
    return this.root
      .getByTestId('filtered-search-tokens')
      .getByRole('group', { name: description });
  }

  /** A pill's edit button: named by its visible text ('Label = ~bug'), described 'Edit filter'. */
  tokenEditButton(description: string | RegExp): Locator {
    return this.tokenNamed(description).getByTitle('Edit filter');
  }

  option(name: string | RegExp): Locator {
    return this.options.filter({ hasText: name });
  }

  async optionTexts(): Promise<string[]> {
    return (await this.options.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  }

  /** The token type titles the dropdown offers with an empty input. */
  async typeTitles(): Promise<string[]> {
    await this.focus();
    await this.suggestions.waitFor();
    const titles = await this.options.evaluateAll((options) =>
      options.map((option) => option.querySelector('span')?.textContent?.trim() ?? ''),
    );
    return titles;
  }

  async focus() {
    await this.input.click();
  }

  /** Presses ArrowDown until `option` is the highlighted suggestion. */
  async highlight(option: Locator) {
    await option.waitFor();
    for (let i = 0; i < 30; i += 1) {
      if ((await option.getAttribute('data-combobox-selected')) !== null) return;
      await this.page.keyboard.press('ArrowDown');
    }
    throw new Error('the option never got highlighted');
  }

  /**
   * Builds a token with the keyboard only: the type highlighted with the arrows and taken with
   * Enter, the operator typed (when the type has a choice), then the value typed and the
   * suggestion matching `pick` highlighted and taken with Enter.
   */
  async addTokenByKeyboard(title: string, operator: string | null, search: string, pick?: string) {
    await this.input.focus();
    await this.highlight(this.option(new RegExp(`^${title}`)).first());
    await this.page.keyboard.press('Enter');
    if (operator !== null) await this.page.keyboard.type(operator);
    await this.page.keyboard.type(search);
    await this.highlight(this.option(pick ?? search).first());
    await this.page.keyboard.press('Enter');
  }

  /** Builds a token with the mouse only: type, operator (when offered) and value are clicked. */
  async addTokenByMouse(title: string, operator: string | null, value: string | RegExp) {
    await this.focus();
    await this.option(new RegExp(`^${title}`))
      .first()
      .click();
    if (operator !== null)
      await this.suggestions.getByRole('option', { name: operator, exact: true }).click();
    await this.option(value).first().click();
  }

  async submit() {
    await this.searchButton.click();
  }

  async openHistory() {
    await this.historyButton.click();
  }
}
