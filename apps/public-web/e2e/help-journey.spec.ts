import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { CONSOLE_CONTACT_TEXTS, CONTACT_CATEGORY_LABELS, CONTACT_TEXTS, CONTENT_TEXTS, FAQ_PAGE_TEXTS } from '@lendbridge/domain';
import { ConsoleLoginPage } from '../../console/e2e/pages/ConsoleLoginPage.js';
import { AlertDialog } from './pages/AlertDialog.js';
import { openBrowser } from './support/people.js';
import { pngFile } from './support/png.js';

/** The demo's staff account that answers contact messages (README). */
const SALES = 'sales@lendbridge.tw';

test('a visitor searches the FAQ and rates an answer, after being asked for the score first', async ({ browser }) => {
  const contexts: BrowserContext[] = [];
  try {
    const page = await openBrowser(browser, contexts);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: FAQ_PAGE_TEXTS.title })).toBeVisible();

    await test.step('the keyword search keeps the matching question and writes ?keyword=', async () => {
      await page.getByLabel(FAQ_PAGE_TEXTS.search).fill('逾期');
      await expect(page).toHaveURL(/\/faq\?keyword=%E9%80%BE%E6%9C%9F$/);
      await expect(page.getByRole('button', { name: '借款人逾期還款怎麼辦？' })).toBeVisible();
      await expect(page.getByRole('button', { name: '如何成為信橋會員？' })).toHaveCount(0);
    });

    await test.step('without a score the alert asks for it; with one the feedback is sent', async () => {
      await page.getByRole('button', { name: '借款人逾期還款怎麼辦？' }).click();
      await expect(page.getByText('保障基金', { exact: false }).first()).toBeVisible();
      await page.getByRole('button', { name: FAQ_PAGE_TEXTS.feedbackSubmit }).click();
      await new AlertDialog(page).acknowledge(CONTENT_TEXTS.feedbackMissingTitle, CONTENT_TEXTS.feedbackScoreRequired);
      await page.locator('label').filter({ hasText: '4 分' }).click();
      await expect(page.getByLabel('4 分')).toBeChecked();
      await page.getByLabel(FAQ_PAGE_TEXTS.feedbackContent).fill('說明清楚，謝謝');
      await expect(page.getByText('剩餘 93 字')).toBeVisible();
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/faq/feedback') && response.request().method() === 'POST');
      await page.getByRole('button', { name: FAQ_PAGE_TEXTS.feedbackSubmit }).click();
      expect((await sent).status()).toBe(201);
      await expect(page.getByText(FAQ_PAGE_TEXTS.feedbackThanks)).toBeVisible();
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a visitor sends the contact form with a picture, and a sales person downloads it and answers in the console', async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  const stamp = String(Math.floor(performance.timeOrigin)).slice(-6);
  const sender = { name: `周子涵${stamp}`, email: `zihan.${stamp}@gmail.com` };
  const fileName = `帳戶畫面${stamp}.png`;
  try {
    const page = await openBrowser(browser, contexts);
    let messageId = 0;

    await test.step('the visitor fills the form, picks the suggested e-mail domain and attaches a PNG', async () => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { name: CONTACT_TEXTS.title })).toBeVisible();
      await page.getByLabel(CONTACT_TEXTS.name).fill(sender.name);
      const email = page.getByRole('combobox', { name: CONTACT_TEXTS.email });
      await email.fill(`zihan.${stamp}@`);
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await email.pressSequentially('gm');
      await page.getByRole('listbox').getByRole('option', { name: sender.email }).click();
      await expect(email).toHaveValue(sender.email);
      await page.getByLabel(CONTACT_TEXTS.category).selectOption({ label: CONTACT_CATEGORY_LABELS.account });
      await page.getByLabel(CONTACT_TEXTS.description).fill('登入後帳戶頁面一直顯示載入中，附上畫面截圖，麻煩協助確認。');
      await page.getByLabel(CONTACT_TEXTS.files).setInputFiles(pngFile(fileName, [30, 120, 200]));
      await expect(page.getByText(fileName)).toBeVisible();
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
      await page.getByRole('button', { name: CONTACT_TEXTS.submit }).click();
      const answer = await sent;
      expect(answer.status()).toBe(201);
      messageId = ((await answer.json()) as { data: { id: number } }).data.id;
      await expect(page.getByText(CONTACT_TEXTS.sent)).toBeVisible();
    });

    await test.step('a sales person opens the message, downloads the picture and answers', async () => {
      const staff = await openBrowser(browser, contexts);
      const login = new ConsoleLoginPage(staff);
      await login.goto();
      await login.signIn(SALES);
      await expect(staff).not.toHaveURL(/\/console\/#\/login$/);
      const listed = await staff.request.get(`/api/console/contact-messages?filter=${encodeURIComponent(JSON.stringify({ status: 'open', q: sender.email }))}`);
      expect(listed.status()).toBe(200);
      expect(((await listed.json()) as { id: number }[]).map((row) => row.id)).toEqual([messageId]);
      await staff.goto(`/console/#/contact-messages/${messageId}/show`);
      await expect(staff.getByText(sender.email).first()).toBeVisible();
      await expect(staff.getByText(fileName)).toBeVisible();
      const download = staff.waitForEvent('download');
      await staff.getByRole('button', { name: `${CONSOLE_CONTACT_TEXTS.download} ${fileName}` }).click();
      expect((await download).suggestedFilename()).toBe(fileName);

      await staff.getByRole('button', { name: CONSOLE_CONTACT_TEXTS.answerButton }).click();
      const dialog = staff.getByRole('dialog', { name: CONSOLE_CONTACT_TEXTS.answerButton });
      await dialog.getByLabel(CONSOLE_CONTACT_TEXTS.answer).fill('周小姐您好，我們已修正帳戶頁面的載入問題，請重新整理後再試一次。');
      await dialog.getByRole('button', { name: CONSOLE_CONTACT_TEXTS.answerSend }).click();
      await expect(staff.getByRole('alert').filter({ hasText: CONSOLE_CONTACT_TEXTS.answerSent })).toBeVisible();
      await expect(staff.getByText('已回覆').first()).toBeVisible();
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
