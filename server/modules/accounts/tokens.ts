import { createHash, randomBytes } from "node:crypto";

/** A new secret of 256 random bits (session keys, reset tokens), URL-safe. */
export const newSecret = () => randomBytes(32).toString("base64url");

/** What the database keeps of a secret: its SHA-256, never the secret itself. */
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");
