/** The saved addresses module's entry for the pages: what its changes say. */
export { addressMessages } from "./addresses.service";
