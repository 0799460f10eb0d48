import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Passwords are stored as scrypt hashes with a per-user random salt:
 * `scrypt$N$r$p$salt$hash` (base64url). The parameters travel with the hash, so they can be
 * raised later without locking anyone out.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

let derivations = 0;

/**
 * How many scrypt derivations this process has run. Each takes tens of milliseconds of a
 * libuv thread; the abuse tests count them to show that refused requests cost none.
 */
export const passwordDerivations = () => derivations;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  derivations++;
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
export const DUMMY_HASH =
  "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
