import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { staffSignIn } from "./admin";
import { DESKTOP, openPage, type SharedBrowser, type WatchedPage } from "./browser";
import { ownShop, type StaffLogin } from "./own-shop";

/**
 * A test file's own shop where one staff member works with JavaScript off
 * (docs/decisions/0028-forms-without-scripts.md). `pageWithoutScripts()` signs them in (the
 * sign-in page with scripts, which is not these files' subject), then opens a page of theirs
 * without any. After each test the pages close and no address visited may hold the password.
 */
export function staffWithoutScripts(browser: SharedBrowser, member: StaffLogin) {
  let shop: Awaited<ReturnType<typeof ownShop>> | undefined;
  /** Every address the pages went to; a test adds its own pages' with `watch`. */
  const visited: string[] = [];
  /** The pages to close after the test. */
  const open: WatchedPage[] = [];
  const watch = (page: Page) => page.on("framenavigated", (frame) => visited.push(frame.url()));

  beforeAll(async () => {
    shop = await ownShop([member]);
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(async () => {
    for (const { context } of open.splice(0)) await context.close();
    for (const address of visited) expect(decodeURIComponent(address)).not.toContain(member.password);
  });

  return {
    /** The shop's address, once it has started. */
    get base() {
      return shop?.baseUrl ?? "";
    },
    open,
    watch,
    async pageWithoutScripts(): Promise<Page> {
      const signing = await openPage(browser, DESKTOP);
      open.push(signing);
      watch(signing.page);
      await staffSignIn(signing.page, member.email, member.password, /\/admin$/, shop?.baseUrl);
      const watched = await openPage(browser, DESKTOP, { javaScript: false });
      open.push(watched);
      await watched.context.addCookies(await signing.context.cookies());
      watch(watched.page);
      watched.page.on("request", (req) => {
        if (req.isNavigationRequest()) visited.push(req.url());
      });
      return watched.page;
    },
  };
}
