import { ROLE_LABELS, type StaffRole } from '@lendbridge/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { IDENTITY_STATUS_CHOICES } from '../../src/choices.js';

export const MENU = {
  dashboard: '儀表板',
  members: '會員',
  outbox: '通知紀錄',
} as const;

export type MenuEntry = keyof typeof MENU;

/** What every signed-in console page has: the side menu, the user menu and the dashboard. */
export class ConsoleShell {
  readonly userMenu: Locator;

  constructor(private readonly page: Page) {
    this.userMenu = page.getByRole('banner').getByRole('button', { name: '個人資料' });
  }

  menuItem(entry: MenuEntry): Locator {
    return this.page.getByRole('menuitem', { name: MENU[entry], exact: true });
  }

  async open(entry: MenuEntry): Promise<void> {
    await this.menuItem(entry).click();
  }

  /** The dashboard greets the signed-in account and lists what its role may do. */
  async expectDashboard(email: string, role: StaffRole): Promise<void> {
    await expect(this.page).toHaveURL(/\/console\/#\/$/);
    await expect(this.userMenu).toContainText(email);
    const roleCard = this.page.getByRole('region', { name: ROLE_LABELS[role], exact: true });
    await expect(roleCard).toBeVisible();
    if (role === 'admin') {
      const chart = this.page.getByRole('region', { name: '會員身分審核狀態' });
      await expect(chart.getByRole('listitem')).toHaveCount(IDENTITY_STATUS_CHOICES.length);
    }
  }

  async signOut(): Promise<void> {
    await this.userMenu.click();
    await this.page.getByRole('menuitem', { name: '登出' }).click();
  }
}
