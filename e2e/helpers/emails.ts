/**
 * The subjects of the emails a test server has logged (no SMTP in these tests: the outbox
 * logs each email it would send) to `address`, waiting up to 20 s until one matches `expected`.
 */
export async function emailSubjectsTo(
  server: { output(): string },
  address: string,
  expected: RegExp,
): Promise<string[]> {
  for (let i = 0; i < 80; i++) {
    const subjects = server
      .output()
      .split("\n")
      .filter((l) => l.includes(`"emailTo":"${address}"`))
      .map((l) => JSON.parse(l).subject as string);
    if (subjects.some((s) => expected.test(s))) return subjects;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email matching ${expected} to ${address}`);
}
