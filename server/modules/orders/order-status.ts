// The statuses live in lib/ (the pages show them too); the orders module names them from there.
export * from "../../../lib/order-statuses";
