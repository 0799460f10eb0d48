import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { addressKey } from "./limiter";
import { DEFAULT_LIMITS, envName, limitsFromEnv } from "./limits";

describe("the rate limits table", () => {
  it("names one environment variable per limit", () => {
    expect(envName("loginPair")).toBe("RATE_LIMIT_LOGIN_PAIR");
    expect(envName("phoneLookupAccount")).toBe("RATE_LIMIT_PHONE_LOOKUP_ACCOUNT");
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
  });

  it("reads windows and backoffs from the environment", () => {
    const limits = limitsFromEnv({ RATE_LIMIT_SIGNUP_ADDRESS: "1000/1d", RATE_LIMIT_LOGIN_PAIR: "3/1m-1h" });
    expect(limits.signupAddress).toEqual({ kind: "window", max: 1000, windowSeconds: 86_400 });
    expect(limits.loginPair).toEqual({
      kind: "backoff",
      free: 3,
      firstDelaySeconds: 60,
      maxDelaySeconds: 3600,
    });
    expect(limits.contactEmail).toEqual(DEFAULT_LIMITS.contactEmail);
  });

  it("stops the start-up with a sentence naming the variable", () => {
    expect(() => loadConfig({ RATE_LIMIT_CONTACT_EMAIL: "lots" })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_CONTACT_EMAIL: "lots" })).toThrow(
      'RATE_LIMIT_CONTACT_EMAIL must be a count per period such as 30/1h or 100/15m (got "lots").',
    );
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_ACCOUNT: "20/15m-30s" })).toThrow(
      /RATE_LIMIT_LOGIN_ACCOUNT must be/,
    );
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "0" })).toThrow(/TRUST_PROXY_HOPS must be/);
  });

  it("caps connections per address unless a proxy stands in front (its job there)", () => {
    expect(loadConfig({}).maxConnectionsPerAddress).toBe(256);
    expect(loadConfig({ TRUST_PROXY: "true" }).maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: "true", MAX_CONNECTIONS_PER_ADDRESS: "64" }).maxConnectionsPerAddress,
    ).toBe(64);
    expect(loadConfig({ TRUST_PROXY: "true" }).proxyHops).toBe(1);
  });

  it("counts an IPv6 customer by the /64 their line is given", () => {
    expect(addressKey("2401:4900:1c2a:8b3f:1:2:3:4")).toBe(addressKey("2401:4900:1c2a:8b3f:ffff::9"));
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.7")).not.toBe(addressKey("203.0.113.8"));
  });
});
