/**
 * The customer accounts module's one entry (docs/decisions/0029-use-cases-and-borders.md):
 * signup, login, sessions, profile and passwords; the back office's customer list.
 */

// For the back office's customers (server/modules/customers): disabling and enabling an account.
export { lockAccount, setAccountDisabled } from "./account-standing";
// For the flows and the modules that name a customer: the accounts table.
export { presentLogin, presentProfile, presentUser } from "./accounts.present";
export { users } from "./accounts.schema";
export {
  type Account,
  type AccountsService,
  type Attempt,
  messages,
  SESSION_IDLE_DAYS,
} from "./accounts.service";
export { customerContact } from "./customer-contact";
export { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
export { hashSecret, newSecret } from "./tokens";
