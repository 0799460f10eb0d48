/** The orders module's entry for the pages: what the back office's order page says after each step. */
export { orderStepMessages } from "./order-step-messages";
