import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { CHAT_TEXTS } from '@lendbridge/domain';
import { ConsoleLoginPage } from '../../console/e2e/pages/ConsoleLoginPage.js';
import { openBrowser, signIn } from './support/people.js';

/** A demo member (basic member) and the demo sales account (README). */
const MEMBER = 'member@lendbridge.tw';
const SALES = 'sales@lendbridge.tw';
const T = CHAT_TEXTS;

test('a member writes in the chat widget, sales sees it in the console and answers, the member sees the answer live', async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  const tag = randomUUID().slice(0, 8);
  const subject = `還款問題 ${tag}`;
  const question = `請問每月幾號扣款？（${tag}）`;
  const answer = `您好，每月 10 日自動扣款。（${tag}）`;
  try {
    const memberPage = await openBrowser(browser, contexts);
    await signIn(memberPage, MEMBER);
    const panel = memberPage.getByRole('dialog', { name: T.widgetTitle });

    await test.step('the member opens the chat and writes', async () => {
      await memberPage.goto('/market-place');
      await memberPage.getByRole('button', { name: T.open }).click();
      await expect(panel).toBeVisible();
      await panel.getByLabel(T.subject).fill(subject);
      await panel.getByLabel(T.content).fill(question);
      await panel.getByRole('button', { name: T.send }).click();
      await expect(panel.getByRole('listitem').filter({ hasText: question })).toBeVisible();
      await expect(panel.getByText(subject)).toBeVisible();
    });

    await test.step('sales finds the open conversation in the console and answers', async () => {
      const salesPage = await openBrowser(browser, contexts);
      const login = new ConsoleLoginPage(salesPage);
      await login.goto();
      await login.signIn(SALES);
      await expect(salesPage).not.toHaveURL(/\/console\/#\/login$/);
      await salesPage.goto('/console/#/support-chats');
      await salesPage.getByRole('cell', { name: subject }).click();
      await expect(salesPage.getByRole('listitem').filter({ hasText: question })).toBeVisible();
      await salesPage.getByLabel(T.content).fill(answer);
      await salesPage.getByRole('button', { name: T.answer }).click();
      await expect(salesPage.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
    });

    await test.step('the member sees the answer without reloading', async () => {
      const answered = panel.getByRole('listitem').filter({ hasText: answer });
      await expect(answered).toBeVisible();
      await expect(answered.getByText(T.staffName, { exact: true })).toBeVisible();
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
