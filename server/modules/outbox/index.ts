/**
 * The outbox's one entry (docs/decisions/0029-use-cases-and-borders.md): an email is written in
 * the transaction of what it tells (`enqueueEmail`); the senders deliver it once
 * (docs/decisions/0008-outbox-leases.md).
 */
export { type EmailMessage, escapeHtml, renderEmail } from "./email-message";
// For the modules built on this one (docs/decisions/0034-order-moves-in-one-place.md).
export { CHANNELS, type Channel, emailOutbox, type OutboxRow } from "./outbox.schema";
export {
  claimNext,
  claimNextEmail,
  type DispatchOptions,
  dispatchOutbox,
  type Email,
  enqueueEmail,
  failedEmailCount,
  type Mailer,
  markFailed,
  markSent,
  OUTBOX_POLICY,
  type OutboxPolicy,
  retryDelayMs,
  smtpMailer,
} from "./outbox.service";
