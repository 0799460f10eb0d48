// biome-ignore lint/suspicious/noExplicitAny: any error class
type ErrorClass = new (...args: any[]) => Error;

/**
 * Runs a command-line tool: an error of the kinds it expects (a refusal whose message says
 * what to do) is printed without a stack and exits 1; a number `main` answers is the exit code.
 */
export async function runCli(main: () => Promise<unknown>, expected: ErrorClass[]) {
  try {
    const code = await main();
    if (typeof code === "number") process.exitCode = code;
  } catch (error) {
    if (expected.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
}
