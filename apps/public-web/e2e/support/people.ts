import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../console/e2e/support/memberApi.js';
import { LoginPage } from '../pages/LoginPage.js';

/** A browser of its own for each person: their own cookies, so their own session. The caller closes the contexts. */
export const openBrowser = async (browser: Browser, contexts: BrowserContext[]): Promise<Page> => {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
};

/** Signs a demo account in on the public site and waits until the sign-in page is left. */
export const signIn = async (page: Page, email: string): Promise<void> => {
  const login = new LoginPage(page);
  await login.goto();
  await login.expectOpen();
  await login.signIn(email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL((url) => url.pathname === login.path);
};

/** The body of a GET of the public API, in the session of the person on the page. */
export const apiBody = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
};

/** The `data` of a GET of the public API, in the session of the person on the page. */
export const apiData = async <T>(page: Page, path: string): Promise<T> => (await apiBody<{ data: T }>(page, path)).data;
