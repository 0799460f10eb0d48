import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs on stdout; each request gets a child logger carrying its request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
