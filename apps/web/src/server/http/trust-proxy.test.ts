import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { parseTrustProxy } from "./trust-proxy";

/** request.ip as Fastify computes it with TRUST_PROXY=`value`, for a request from `peer`. */
async function clientIp(value: string | undefined, peer: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: parseTrustProxy(value) });
  app.get("/ip", async (request) => ({ ip: request.ip }));
  try {
    const headers = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
    const res = await app.inject({ method: "GET", url: "/ip", remoteAddress: peer, headers });
    return res.json().ip;
  } finally {
    await app.close();
  }
}

// A client 203.0.113.7 behind two proxies: 10.0.0.5 (outer) and 10.0.0.1 (the one that connects to us).
const CHAIN = "198.51.100.9, 203.0.113.7, 10.0.0.5";

describe("TRUST_PROXY", () => {
  it("unset or false: X-Forwarded-For is ignored", async () => {
    expect(await clientIp(undefined, "10.0.0.1", CHAIN)).toBe("10.0.0.1");
    expect(await clientIp("false", "10.0.0.1", CHAIN)).toBe("10.0.0.1");
  });

  it("true: the left-most forwarded address (every hop trusted)", async () => {
    expect(await clientIp("true", "10.0.0.1", CHAIN)).toBe("198.51.100.9");
  });

  it("a hop count trusts exactly that many proxies", async () => {
    expect(await clientIp("1", "10.0.0.1", CHAIN)).toBe("10.0.0.5");
    expect(await clientIp("2", "10.0.0.1", CHAIN)).toBe("203.0.113.7");
  });

  it("an address/CIDR list trusts only those proxies; a forged hop stops the walk", async () => {
    expect(await clientIp("10.0.0.0/24", "10.0.0.1", CHAIN)).toBe("203.0.113.7");
    expect(await clientIp("10.0.0.1, 10.0.0.5", "10.0.0.1", CHAIN)).toBe("203.0.113.7");
    expect(await clientIp("10.0.0.1", "10.0.0.1", CHAIN)).toBe("10.0.0.5");
    // A peer outside the list is the client, whatever it forwards.
    expect(await clientIp("10.0.0.0/24", "192.0.2.50", CHAIN)).toBe("192.0.2.50");
    expect(await clientIp("loopback, fd00::/8", "::1", "203.0.113.7")).toBe("203.0.113.7");
  });

  it("a malformed value stops start-up instead of trusting too much", () => {
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0.1,,", "proxy.example", "::1/129"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad, SESSION_SECRET: "x".repeat(32) })).toThrow(
        /Invalid TRUST_PROXY/,
      );
    }
    const config = loadConfig({ TRUST_PROXY: "10.0.0.0/8,192.168.1.2", SESSION_SECRET: "x".repeat(32) });
    expect(config.trustProxy).toEqual(["10.0.0.0/8", "192.168.1.2"]);
  });
});
