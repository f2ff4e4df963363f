import type { Locator, Page } from '@playwright/test';

/** The saved-view picker beside the roadmap's filter bar, and its dialogs. */
export class RoadmapViewPicker {
  readonly button: Locator;
  readonly menu: Locator;
  readonly modified: Locator;
  readonly alert: Locator;
  readonly nameDialog: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: /^Roadmap view/ });
    this.menu = page.getByRole('menu');
    this.modified = page.getByTestId('roadmap-view-modified');
    this.alert = page.getByTestId('roadmap-view-alert');
    this.nameDialog = page.getByRole('dialog');
  }

  async open() {
    await this.button.click();
    await this.menu.waitFor();
  }

  /** The view names listed under a section heading, in order. */
  async names(): Promise<string[]> {
    await this.open();
    const names = await this.menu.getByTestId('roadmap-view-option').allTextContents();
    await this.page.keyboard.press('Escape');
    return names.map((name) => name.replace(/, applied$/, ''));
  }

  async choose(name: string) {
    await this.open();
    await this.menu.getByRole('menuitem', { name: new RegExp(`^${name}(, applied)?$`) }).click();
  }

  async action(name: 'Save view…' | 'Rename view…' | 'Overwrite view' | 'Delete view…') {
    await this.open();
    await this.menu.getByRole('menuitem', { name }).click();
  }

  /** Fills the open 'Save view' / 'Rename view' dialog and saves it. */
  async submitName(name: string, share?: boolean) {
    await this.nameDialog.getByRole('textbox', { name: 'Name' }).fill(name);
    if (share !== undefined) {
      await this.nameDialog
        .getByRole('checkbox', { name: 'Share with the group' })
        .setChecked(share);
    }
    await this.nameDialog.getByRole('button', { name: 'Save' }).click();
    await this.nameDialog.waitFor({ state: 'hidden' });
  }

  async save(name: string, share?: boolean) {
    await this.action('Save view…');
    await this.submitName(name, share);
  }
}
