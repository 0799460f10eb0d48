/**
 * The SMS a test server has logged (SMS_PROVIDER=log: the text-message outbox writes each SMS
 * it would send to the log) to an Indian mobile of 10 digits, of a kind, waiting up to 20 s
 * until there are at least `count`. Newest last.
 */
export async function textsTo(
  server: { output(): string },
  phone: string,
  kind: string,
  count = 1,
): Promise<string[]> {
  for (let i = 0; i < 80; i++) {
    const texts = server
      .output()
      .split("\n")
      .filter((l) => l.includes(`"to":"+91${phone}"`) && l.includes(`"kind":"${kind}"`))
      .map((l) => (JSON.parse(l) as { sms: { text: string } }).sms.text);
    if (texts.length >= count) return texts;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${kind} SMS to ${phone}`);
}

/** The code and the link of the newest COD confirmation SMS to `phone` (the WebOTP line's code). */
export async function codConfirmation(server: { output(): string }, phone: string, count = 1) {
  const text = (await textsTo(server, phone, "cod_confirm", count)).at(-1) ?? "";
  const code = /#(\d{6})\s*$/.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/cod\/[\w-]+)/.exec(text)?.[1];
  if (!code || !link) throw new Error(`no code or link in ${JSON.stringify(text)}`);
  return { code, link };
}
