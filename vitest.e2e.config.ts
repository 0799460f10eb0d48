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
  },
});
