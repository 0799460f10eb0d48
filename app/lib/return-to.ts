// Where to go after logging in: the shared rules (lib/return-to.ts), also used by the server.
export * from "../../lib/return-to";
