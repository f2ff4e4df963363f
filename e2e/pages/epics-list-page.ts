import type { Locator, Page } from '@playwright/test';
import { FilteredSearchBar } from './filtered-search-bar.ts';

/** /groups/<full path>/-/epics: state tabs with counts, the filter bar, the epics, paging. */
export class EpicsListPage {
  readonly bar: FilteredSearchBar;
  readonly list: Locator;
  readonly rows: Locator;
  readonly titles: Locator;
  readonly emptyState: Locator;
  readonly tabs: Locator;
  readonly nextButton: Locator;
  readonly previousButton: Locator;
  readonly pageNumber: Locator;
  readonly perPage: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.bar = new FilteredSearchBar(page);
    this.list = main.getByRole('list', { name: 'Epics' });
    this.rows = main.getByTestId('epic-row');
    this.titles = this.rows.getByRole('link');
    this.emptyState = main.getByTestId('empty-state');
    this.tabs = main.getByRole('tablist', { name: 'Epic state' });
    this.nextButton = main.getByRole('button', { name: 'Next' });
    this.previousButton = main.getByRole('button', { name: 'Previous' });
    this.pageNumber = main.getByTestId('page-number');
    this.perPage = main.getByRole('combobox', { name: 'Epics per page' });
  }

  async goto(fullPath: string, query = '') {
    await this.page.goto(`/groups/${fullPath}/-/epics${query}`);
    await this.page.getByTestId('epics-list-page').waitFor();
  }

  tab(name: 'Open' | 'Closed' | 'All'): Locator {
    return this.tabs.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  /** Waits for the list to settle (rows or the empty state) and returns the epic titles shown. */
  async shownTitles(): Promise<string[]> {
    await this.rows.first().or(this.emptyState).waitFor();
    await this.page
      .locator('[aria-busy="true"]')
      .waitFor({ state: 'detached' })
      .catch(() => {});
    return (await this.titles.allInnerTexts()).map((t) => t.trim());
  }

  /** Waits for the list to settle and returns the epic page paths of the rows shown. */
  async shownPaths(): Promise<string[]> {
    await this.shownTitles();
    return this.titles.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }

  /** The current URL's query parameters. */
  params(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
