import { defineConfig } from "vitest/config";

// Browser journeys and whole-process tests against the built server (npm run build first).
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One Chromium and one server are shared; files run one at a time in each of the two streams
    // scripts/test.mjs starts side by side (two at most on 2 cores).
    fileParallelism: false,
    pool: "forks",
    // A stream's files share one worker and the modules it loaded (Playwright, the helpers):
    // loading them again for each file was a tenth of the browser tests' CPU (decision 0054).
    // The helpers keep no state a file could see from another but a counter of names made.
    isolate: false,
  },
});
