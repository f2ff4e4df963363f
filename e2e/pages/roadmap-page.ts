import { expect, type Locator, type Page } from '@playwright/test';

/** /groups/<full path>/-/roadmap and the child-epics form /groups/<path>/-/epics/<iid>/roadmap. */
export class RoadmapPage {
  readonly root: Locator;
  readonly loading: Locator;
  readonly timeline: Locator;
  readonly scroller: Locator;
  readonly headerLabels: Locator;
  readonly treegrid: Locator;
  /** The rows' rowgroup (the treegrid box itself is not drawn: display: contents). */
  readonly epicsList: Locator;
  readonly rows: Locator;
  readonly settingsButton: Locator;
  readonly drawer: Locator;
  readonly emptyState: Locator;
  readonly alerts: Locator;
  readonly milestones: Locator;
  readonly milestoneBars: Locator;
  readonly loadingNextPage: Locator;
  readonly filler: Locator;
  readonly todayLine: Locator;
  readonly header: Locator;
  readonly headerItems: Locator;
  /** The new dates shown while a bar is dragged or moved with the keyboard. */
  readonly dragTooltip: Locator;
  readonly liveRegion: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('roadmap-page');
    this.loading = page.getByTestId('roadmap-loading');
    this.timeline = page.getByTestId('roadmap-timeline');
    this.scroller = page.getByRole('region', { name: 'Roadmap timeline' });
    this.headerLabels = page.getByTestId('timeline-header-label');
    this.treegrid = page.getByRole('treegrid');
    this.epicsList = this.treegrid.getByTestId('epics-list');
    this.rows = this.epicsList.getByRole('row');
    this.settingsButton = page.getByRole('button', { name: 'Settings', exact: true });
    this.drawer = page.getByRole('dialog', { name: 'Roadmap settings' });
    this.emptyState = page.getByTestId('roadmap-empty-state');
    this.alerts = page.getByTestId('roadmap-alert');
    this.milestones = page.getByRole('region', { name: 'Milestones' });
    this.milestoneBars = page.getByTestId('milestone-bar');
    this.loadingNextPage = page.getByTestId('epics-loading-next');
    this.filler = page.getByTestId('epics-filler');
    this.todayLine = page.getByTestId('today-line');
    this.header = page.getByTestId('timeline-header');
    this.headerItems = page.getByTestId('timeline-header-item');
    this.dragTooltip = page.getByTestId('drag-tooltip');
    this.liveRegion = page.getByTestId('live-region');
  }

  async goto(fullPath: string, query = '') {
    await this.page.goto(`/groups/${fullPath}/-/roadmap${query}`);
  }

  async gotoChildEpics(fullPath: string, iid: string, query = '') {
    await this.page.goto(`/groups/${fullPath}/-/epics/${iid}/roadmap${query}`);
  }

  /** Fixes the app's "today" before the page loads. */
  async setToday(isoDate: string) {
    await this.page.addInitScript((today) => {
      (window as unknown as { __CAIRN_TODAY__?: string }).__CAIRN_TODAY__ = today;
    }, isoDate);
  }

  /** Waits for the first load (generous: the browser tests share a busy machine). */
  async waitForRow(title: string) {
    await this.row(title).waitFor({ timeout: 30_000 });
  }

  async waitForEmptyState() {
    await this.emptyState.waitFor({ timeout: 30_000 });
  }

  /** The treegrid row whose title link reads exactly `title` (the row's name says more). */
  row(title: string): Locator {
    const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    return this.rows.filter({
      has: this.page.getByTestId('epic-title').filter({ hasText: exact }),
    });
  }

  bar(title: string): Locator {
    return this.row(title).getByTestId('epic-bar');
  }

  /** The row's timeline part (its last child): the cells the bar is placed in. */
  rowTimeline(title: string): Locator {
    return this.row(title).locator('xpath=./div[last()]');
  }

  /** The bar's left offset and width in px, relative to its row's timeline part. */
  async barGeometry(title: string): Promise<{ left: number; width: number }> {
    const [bar, cells] = await Promise.all([
      this.bar(title).boundingBox(),
      this.rowTimeline(title).boundingBox(),
    ]);
    if (!bar || !cells) throw new Error(`No bar or timeline for ${title}`);
    return { left: bar.x - cells.x, width: bar.width };
  }

  async headerLabelTexts(): Promise<string[]> {
    return this.headerLabels.allTextContents();
  }

  async openSettings() {
    await this.settingsButton.click();
    await this.drawer.waitFor();
  }

  async chooseDateRange(label: 'This quarter' | 'This year' | 'Within 3 years') {
    await this.drawer.locator('input[aria-label="Date range"]').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  presetRadio(label: 'By quarter' | 'By month' | 'By week'): Locator {
    return this.drawer.getByRole('radio', { name: label });
  }

  searchParams(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  /**
   * Presses the mouse on a bar's body or one of its end handles; the gesture then moves the
   * pointer by whole days (`dayWidth` px each) and drops.
   */
  async grabBar(title: string, part: 'body' | 'start' | 'end', dayWidth: number) {
    const bar = this.bar(title);
    await bar.scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    if (!box) throw new Error(`No bar for ${title}`);
    const offsets = { start: 2, end: box.width - 2, body: dayWidth * 1.5 };
    const x = box.x + offsets[part];
    const y = box.y + box.height / 2;
    const { mouse } = this.page;
    await mouse.move(x, y);
    // Another bar's hover popover can still cover this point while it closes (a full run saw
    // the press land on the parent's popover, and no drag start): press once the bar is on top.
    await expect
      .poll(() =>
        bar.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x, y]),
      )
      .toBe(true);
    await mouse.down();
    return {
      moveDays: (days: number) => mouse.move(x + days * dayWidth, y, { steps: 8 }),
      drop: () => mouse.up(),
    };
  }
}
