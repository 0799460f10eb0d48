import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit, service and API tests. Each test file gets its own fresh database (tests/helpers/database.ts).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["lib/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.test.ts", "app/**/*.test.ts"],
    exclude: ["e2e/**", "node_modules/**", "build/**", "dist/**"],
    globalSetup: ["tests/global-setup.ts"],
    pool: "forks",
    // The files mostly wait on their databases, timers and child processes: three at once keep
    // a 2-core machine busy (Vitest's default would run one there) and halve the run.
    maxWorkers: Math.max(3, availableParallelism()),
    // Each file builds its own app and database (tests/helpers), so a worker keeps the modules
    // it has loaded for its next file instead of loading the whole server again: the run takes
    // 3 minutes instead of 5 on 2 cores. No test mocks a module or stubs the environment.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
