import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';

export { expect };

/** The impacts that fail a journey: a person using a screen reader, a keyboard or weak eyes is stopped or misled. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** A page counts as drawn when its DOM has not changed for this long after the document loaded. */
const QUIET_MS = 250;
/** How long the page must stay unchanged before a finding is checked a second time. */
const RECHECK_QUIET_MS = 1_000;
/** A page that keeps changing (a live chat, a countdown) is checked after this long anyway. */
const SETTLE_CAP_MS = 2_500;
/** A page whose document keeps being replaced while it is checked is given up on after this many tries. */
const NAVIGATION_RETRIES = 3;

/**
 * Resolves once the document stops changing for `quietMs` and its transitions (a dialog fading out, a
 * drawer sliding in) have finished, or after `capMs` at the latest; runs in the page. The check then sees
 * what the person sees, not the loading state before the data arrives nor a half-faded dialog.
 */
const settle = ([quietMs, capMs]: [number, number]): Promise<void> =>
  new Promise<void>((resolve) => {
    const moving = (): Animation[] =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
    let timer = setTimeout(quiet, quietMs);
    const cap = setTimeout(done, capMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(quiet, quietMs);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    let finished = false;
    function quiet(): void {
      if (finished) return;
      const running = moving();
      if (running.length === 0) return done();
      void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
        clearTimeout(timer);
        timer = setTimeout(quiet, quietMs);
      });
    }
    function done(): void {
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      resolve();
    }
  });

/** A serious or critical violation on one element: its rule, where, and axe's words. */
interface Violation {
  impact: string;
  id: string;
  target: string;
  help: string;
  summary: string;
}

/** The page's serious and critical violations by rule and element. */
async function failingViolations(page: Page): Promise<Map<string, Violation>> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const found = new Map<string, Violation>();
  for (const violation of results.violations) {
    if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      found.set(`${violation.id} ${target}`, {
        impact: violation.impact,
        id: violation.id,
        target,
        help: violation.help,
        summary: node.failureSummary?.replace(/\s+/g, ' ') ?? '',
      });
    }
  }
  return found;
}

/**
 * The page an address shows, as far as the checks go: its path, and the fragment when it is a route (the
 * console's `#/members/5/show`), with record ids and serials read as one (`#/members/:id/show`). A query
 * (a filter, a sort, a search word) or another record shows the same page with other data, so it is not
 * checked again; the check when the browser closes still sees the page as the journey leaves it.
 */
const place = (url: string): string => {
  const parsed = new URL(url);
  const route = parsed.hash.startsWith('#/') ? parsed.hash.split('?')[0] ?? '' : '';
  return `${parsed.pathname}${route}`.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id');
};

/** The address as the report names it. */
const shown = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

/**
 * Runs axe on every page of the product a journey opens: once after each navigation of a page's main frame
 * to a page that person has not had checked yet (full loads and the single-page app's route changes alike),
 * and once more on each open page when its browser closes, so the state a journey ends on is checked too.
 * `page.goto` returns once its page is checked; other checks run beside the journey, one after another per
 * page, and one whose page moved on meanwhile is dropped (the newer address gets its own). Serious and
 * critical violations fail the test when it ends.
 */
class AccessibilityWatch {
  private readonly findings = new Map<string, string>();
  private readonly contexts = new WeakSet<BrowserContext>();
  private readonly pages = new WeakSet<Page>();
  /** The addresses checked, per person (browser context): a signed-in page differs from a visitor's. */
  private readonly checked = new WeakMap<BrowserContext, Set<string>>();
  private readonly queues = new Map<Page, Promise<void>>();
  private readonly finished = new WeakSet<BrowserContext>();

  constructor(private readonly origin: string) {}

  watchContext(context: BrowserContext): BrowserContext {
    if (this.contexts.has(context)) return context;
    this.contexts.add(context);
    this.checked.set(context, new Set());
    context.on('page', (page) => this.watchPage(page));
    for (const page of context.pages()) this.watchPage(page);
    const close = context.close;
    context.close = async (...args: Parameters<BrowserContext['close']>) => {
      await this.finalCheck(context);
      return close.apply(context, args);
    };
    return context;
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    /** A visit by address is checked before the journey goes on, so a page it leaves at once is still checked. */
    const goto = page.goto;
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto.apply(page, args);
      await this.enqueue(page, false);
      return response;
    };
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !this.ours(frame.url())) return;
      const seen = this.checked.get(page.context());
      if (seen?.has(place(frame.url()))) return;
      this.enqueue(page, false);
    });
  }

  private ours(url: string): boolean {
    return url.startsWith(`${this.origin}/`);
  }

  private enqueue(page: Page, final: boolean, attempt = 0): Promise<void> {
    const next = (this.queues.get(page) ?? Promise.resolve()).then(() => this.check(page, final, attempt));
    this.queues.set(page, next);
    return next;
  }

  private async check(page: Page, final: boolean, attempt = 0): Promise<void> {
    if (page.isClosed()) return;
    const url = page.url();
    if (!this.ours(url)) return;
    const seen = this.checked.get(page.context()) ?? new Set<string>();
    if (!final && seen.has(place(url))) return;
    try {
      await page.waitForLoadState('load');
      await page.evaluate(settle, [QUIET_MS, SETTLE_CAP_MS] as [number, number]);
      if (page.url() !== url) return;
      seen.add(place(url));
      let found = await failingViolations(page);
      if (found.size > 0) {
        // A finding can be a moment of a transition no animation reports (a dialog's last frames, a
        // snackbar sliding away): the page is settled again and only what is still there counts.
        await page.evaluate(settle, [RECHECK_QUIET_MS, SETTLE_CAP_MS] as [number, number]);
        if (page.url() !== url) return;
        const again = await failingViolations(page);
        found = new Map([...found].filter(([key]) => again.has(key)));
      }
      if (page.url() !== url) return;
      for (const [key, { impact, id, target, help, summary }] of found) {
        const finding = `${key} ${place(url)}`;
        if (!this.findings.has(finding)) this.findings.set(finding, `[${impact}] ${id} on ${shown(url)} at ${target}: ${help} (${summary})`);
      }
    } catch (error) {
      /** The journey went on (a click navigated, the browser closed) while the page was being checked. */
      if (page.isClosed() || page.url() !== url) return;
      /**
       * The document was replaced while it was being checked (a form posting, a reload, a redirect on the
       * way): check whatever the page shows once that settles.
       */
      if (/Execution context was destroyed|navigation/i.test(String(error))) {
        seen.delete(place(url));
        if (attempt < NAVIGATION_RETRIES) void this.enqueue(page, final, attempt + 1);
        return;
      }
      this.findings.set(`error ${place(url)}`, `axe could not check ${shown(url)}: ${String(error)}`);
    }
  }

  /** Checks the state each open page of the person ends on, after any check still running. */
  async finalCheck(context: BrowserContext): Promise<void> {
    if (this.finished.has(context)) return;
    this.finished.add(context);
    await Promise.all(context.pages().map((page) => this.enqueue(page, true)));
  }

  /** Waits for the checks still running; then fails with every serious or critical violation found. */
  async verify(): Promise<void> {
    let pending: Promise<void>[] = [];
    while (pending.length !== this.queues.size || [...this.queues.values()].some((queue, index) => queue !== pending[index])) {
      pending = [...this.queues.values()];
      await Promise.all(pending);
    }
    expect([...this.findings.values()], 'serious or critical accessibility violations (axe)').toEqual([]);
  }
}

/**
 * The journeys' `test`: @playwright/test's, checking every page each journey visits with axe. Browsers a
 * journey opens itself (`browser.newContext()`) are checked as well as the `page` fixture's.
 */
export const test = base.extend<{ context: BrowserContext; accessibility: AccessibilityWatch }>({
  accessibility: [
    async ({ browser, baseURL }, use) => {
      const watch = new AccessibilityWatch(new URL(baseURL ?? 'http://127.0.0.1').origin);
      const newContext: Browser['newContext'] = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => watch.watchContext(await newContext.apply(browser, args));
      try {
        await use(watch);
      } finally {
        browser.newContext = newContext;
      }
      await watch.verify();
    },
    { auto: true },
  ],
  context: async ({ context, accessibility }, use) => {
    await use(accessibility.watchContext(context));
    await accessibility.finalCheck(context);
  },
});
