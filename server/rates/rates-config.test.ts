/** RATES_URL and RATES_REFRESH_HOURS as server/config.ts validates them. */
import { describe, expect, it } from "vitest";
import { ECB_DAILY_RATES_URL, loadConfig } from "../config.ts";

describe("the exchange rates' settings", () => {
  it("default to the ECB's daily file every 6 hours", () => {
    expect(loadConfig({})).toMatchObject({ ratesUrl: ECB_DAILY_RATES_URL, ratesRefreshHours: 6 });
    expect(ECB_DAILY_RATES_URL).toMatch(/^https:\/\/www\.ecb\.europa\.eu\//);
  });

  it("accept 0 (off) and another https:// or local http:// address", () => {
    expect(loadConfig({ RATES_REFRESH_HOURS: "0" }).ratesRefreshHours).toBe(0);
    expect(loadConfig({ RATES_URL: "https://mirror.example.com/ecb.xml" }).ratesUrl).toBe(
      "https://mirror.example.com/ecb.xml",
    );
    expect(loadConfig({ NODE_ENV: "production", RATES_URL: "http://127.0.0.1:8080/x.xml" }).ratesUrl).toBe(
      "http://127.0.0.1:8080/x.xml",
    );
  });

  it.each([
    ["RATES_URL", "http://rates.example.com/ecb.xml"],
    ["RATES_URL", "ftp://example.com/ecb.xml"],
    ["RATES_URL", "not a url"],
    ["RATES_URL", "https://user:secret@example.com/ecb.xml"],
    ["RATES_REFRESH_HOURS", "-1"],
    ["RATES_REFRESH_HOURS", "200"],
    ["RATES_REFRESH_HOURS", "often"],
  ])("refuse %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
