import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { weakPasswordMessage } from "./password-strength";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  /** Node refuses scrypt above 32 MiB unless maxmem is raised; N=2^17, r=8 needs 128 MiB. */
  maxmem: number;
}

/** Production cost (OWASP): N = 2^17, r = 8, p = 1. */
export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
/** Only for tests: same algorithm and format, cheaper cost. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };

const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N: params.N, r: params.r, p: params.p, maxmem: params.maxmem },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64url); parameters travel with the hash so cost can rise later. */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export function parseHash(stored: string): (ScryptParams & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return {
    N,
    r,
    p,
    maxmem: Math.max(32 * 1024 * 1024, 256 * N * r),
    salt: Buffer.from(parts[4] ?? "", "base64url"),
    key: Buffer.from(parts[5] ?? "", "base64url"),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await scrypt(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Returns a message when the password is not acceptable: 8–128 characters, and a zxcvbn score of at
 * least PASSWORD_MIN_SCORE, counting the account's own e-mail and names as guessable. No composition rules.
 */
export function passwordProblem(password: string, context: string[] = []): string | null {
  const length = [...password].length;
  if (length < 8) return "Password must be at least 8 characters";
  if (length > 128) return "Password must be at most 128 characters";
  return weakPasswordMessage(password, context);
}
