import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's full Chromium: what the benchmarks measure with (a customer's browser). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * What the tests drive: Debian's Chromium headless shell when installed (package
 * chromium-headless-shell: the same engine and version without the full browser's window and
 * compositor, a quarter less CPU per page on this 2-core machine), else the full Chromium.
 * CHROME_PATH chooses another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Debian's Chromium, with the flags this machine's closed network needs. */
export async function launchBrowser(executablePath = TEST_CHROMIUM_PATH): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium is not installed at ${executablePath}: run apt-get install chromium`);
  }
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The Chromium a test file shares (see `sharedBrowser` in ./journey): there once its `beforeAll` has run. */
export interface SharedBrowser {
  readonly current: Browser;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[];
}

const isRouteLookup = (url: string) => new URL(url).pathname === "/__manifest";

/** Field names whose values are secrets: never in an address (docs/decisions/0028-forms-without-scripts.md). */
const SECRET_FIELD = /password|^code$|^otp$/i;

/**
 * Every address a page of this test process went to (or asked for) that carried a secret in its
 * query: a form sent as a GET. `sharedBrowser` (./journey) fails the file when any is found.
 */
export const addressesWithSecrets: string[] = [];

const secretIn = (url: string) => {
  try {
    return [...new URL(url).searchParams.keys()].some((k) => SECRET_FIELD.test(k));
  } catch {
    return false;
  }
};

/** A new page that records every console error, uncaught error and CSP violation. */
export async function openPage(
  browser: Browser | SharedBrowser,
  viewport: { width: number; height: number },
  options: { javaScript?: boolean; serviceWorker?: boolean } = {},
): Promise<WatchedPage> {
  const chromium = "current" in browser ? browser.current : browser;
  // javaScript: false is a phone on a slow link before the page's scripts have arrived. The
  // shop's service worker is left out unless a test is about it (e2e/offline.test.ts): on a
  // loaded machine its "kept copy after a stall" would answer instead of a slow server.
  const context = await chromium.newContext({
    viewport,
    javaScriptEnabled: options.javaScript ?? true,
    serviceWorkers: options.serviceWorker ? "allow" : "block",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    // React Router looks up the routes of the links on screen (GET /__manifest). Leaving a
    // page cancels a lookup in flight, which it logs as this error; a lookup that really
    // fails is caught below from the request itself instead.
    if (msg.type() === "error" && !msg.text().startsWith("Failed to fetch manifest patches")) {
      problems.push(`console: ${msg.text()}`);
    }
  });
  page.on("response", (res) => {
    if (isRouteLookup(res.url()) && res.status() >= 400) {
      problems.push(`route lookup: HTTP ${res.status()} for ${res.url()}`);
    }
  });
  page.on("requestfailed", (req) => {
    const reason = req.failure()?.errorText ?? "";
    if (isRouteLookup(req.url()) && reason !== "net::ERR_ABORTED") {
      problems.push(`route lookup failed: ${reason} for ${req.url()}`);
    }
  });
  page.on("pageerror", (err) => {
    // A request React Router cancels itself (a revalidation or route lookup overtaken by the
    // next navigation) can surface as an uncaught AbortError when the machine is slow; it is a
    // cancellation, not a fault (remix-run/react-router#14761). Anything else is a problem.
    if (err.name === "AbortError" && err.message === "signal is aborted without reason") return;
    problems.push(`pageerror: ${err.message}`);
  });
  context.on("request", (req) => {
    if (!secretIn(req.url())) return;
    addressesWithSecrets.push(req.url());
    problems.push(`a secret in an address: ${req.url()}`);
  });
  return { page, context, problems };
}
