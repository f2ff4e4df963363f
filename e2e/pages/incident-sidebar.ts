import type { Locator, Page } from '@playwright/test';

/** The incident widgets of the issue page's sidebar, and the escalation policies page. */
export class IncidentSidebar {
  readonly severity: Locator;
  readonly status: Locator;
  readonly policy: Locator;

  constructor(readonly page: Page) {
    const sidebar = page.getByRole('complementary', { name: 'Issue details' });
    this.severity = sidebar.getByTestId('severity-widget');
    this.status = sidebar.getByTestId('escalation-status-widget');
    this.policy = sidebar.getByTestId('escalation-policy-widget');
  }

  edit(widget: Locator): Locator {
    return widget.getByRole('button', { name: /^Edit / });
  }

  option(widget: Locator, name: string | RegExp): Locator {
    return widget.getByRole('option', { name });
  }
}

export class EscalationPoliciesPage {
  readonly addButton: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: 'Add an escalation policy' });
    this.list = page.getByRole('list', { name: 'Escalation policies' });
  }

  async goto(projectPath: string) {
    await this.page.goto(`/${projectPath}/-/incident_management/escalation_policies`);
  }

  async add(name: string, username: string) {
    await this.addButton.click();
    const form = this.page.getByRole('form', { name: 'Add escalation policy' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'page user (username)' }).fill(username);
    await form.getByRole('button', { name: 'Add escalation policy' }).click();
  }
}
