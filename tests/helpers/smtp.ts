import { SMTPServer } from "smtp-server";

export interface SmtpOptions {
  /** Wait this long before answering each message (a slow server). */
  delayMs?: number;
  /** Refuse every message with this reply code (4xx: try later, 5xx: refused). */
  failWith?: number;
}

/** A real SMTP server on loopback that keeps what it accepts, optionally slow or refusing. */
export async function startSmtpServer(options: SmtpOptions = {}) {
  const received: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let text = "";
      stream.on("data", (d) => {
        text += d;
      });
      stream.on("end", () => {
        setTimeout(() => {
          if (options.failWith) {
            refused++;
            const error = Object.assign(new Error("Mailbox busy, try later"), {
              responseCode: options.failWith,
            });
            done(error);
            return;
          }
          received.push(text);
          done();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.server.address() as { port: number }).port;
  return {
    received,
    refused: () => refused,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
