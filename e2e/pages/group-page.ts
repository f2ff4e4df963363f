import type { Locator, Page } from '@playwright/test';

/** /groups/<full path> */
export class GroupPage {
  readonly heading: Locator;
  readonly roadmapLink: Locator;
  readonly epicsLink: Locator;
  readonly subgroups: Locator;
  readonly projects: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByTestId('page-title');
    const planning = main.getByRole('navigation', { name: 'Group planning' });
    this.roadmapLink = planning.getByRole('link', { name: 'Roadmap' });
    this.epicsLink = planning.getByRole('link', { name: 'Epics' });
    this.subgroups = main.getByRole('list', { name: 'Subgroups' });
    this.projects = main.getByRole('list', { name: 'Projects' });
  }

  async goto(fullPath: string) {
    await this.page.goto(`/groups/${fullPath}`);
  }

  subgroupLink(name: string | RegExp): Locator {
    return this.subgroups.getByRole('link', { name });
  }

  projectLink(name: string | RegExp): Locator {
    return this.projects.getByRole('link', { name });
  }
}
