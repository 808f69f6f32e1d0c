import { isIP } from "node:net";

/** What Fastify's `trustProxy` takes: all proxies, a trust function (per hop), or addresses/CIDRs. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

// proxy-addr's named ranges, accepted in the list like an address.
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/`false` trusts no proxy; `true` trusts every hop and a number that many hops (both
 * only when the app is reachable through its proxies alone); otherwise a comma-separated list of proxy
 * addresses and CIDRs. A value that fits none of these stops start-up rather than trusting too much.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? "";
  if (raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  if (/^\d+$/.test(raw)) {
    // Fastify 5 ignores a bare number (it cannot check the peer), so the hop count becomes the trust
    // function proxy-addr defines for it: the nearest `hops` addresses are proxies.
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const entries = raw.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) throw new Error(`Invalid TRUST_PROXY entry: "${bad}"`);
  return entries;
}
