import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// TOTP secrets must be readable by the server (it computes the codes), so they are encrypted rather
// than hashed: AES-256-GCM under a key derived from SESSION_SECRET, which never sits in the database.
// A database copy alone gives no secret; the format is `v1.<iv>.<tag>.<ciphertext>` in base64url.

const keys = new Map<string, Buffer>();
function keyFor(sessionSecret: string): Buffer {
  let key = keys.get(sessionSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", sessionSecret, "propledger", "totp-secret-v1", 32));
    keys.set(sessionSecret, key);
  }
  return key;
}

export function sealSecret(sessionSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(sessionSecret), iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url"));
  return `v1.${parts.join(".")}`;
}

/** null when the value was sealed under another SESSION_SECRET or altered. */
export function openSecret(sessionSecret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(sessionSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
