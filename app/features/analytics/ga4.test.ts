// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { startGa4 } from "./ga4";
import { ga4MeasurementId } from "./ga4-id";

type GtagWindow = Window & { dataLayer?: IArguments[] };

describe("ga4MeasurementId", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is undefined when none is configured, so GA4 stays off", () => {
    vi.stubEnv("VITE_GA4_MEASUREMENT_ID", "");
    expect(ga4MeasurementId()).toBeUndefined();
  });

  it("accepts a GA4 measurement id", () => {
    vi.stubEnv("VITE_GA4_MEASUREMENT_ID", "G-AB12CD34EF");
    expect(ga4MeasurementId()).toBe("G-AB12CD34EF");
  });

  it.each(["UA-12345-1", "G-", "g-ab12cd34ef", 'G-AB12"><script>'])("rejects %s", (id) => {
    vi.stubEnv("VITE_GA4_MEASUREMENT_ID", id);
    expect(ga4MeasurementId()).toBeUndefined();
  });
});

describe("startGa4", () => {
  afterEach(() => {
    document.head.replaceChildren();
    delete (window as GtagWindow).dataLayer;
  });

  it("loads gtag.js for the id, without its own page views", () => {
    startGa4("G-AB12CD34EF");
    const script = document.head.querySelector("script");
    expect(script?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF");
    expect(script?.async).toBe(true);
    const layer = (window as GtagWindow).dataLayer!.map((args) => [...args]);
    expect(layer[1]).toEqual(["config", "G-AB12CD34EF", { send_page_view: false }]);
  });

  it("forwards each event by type, without the session id or the timestamp", () => {
    const forward = startGa4("G-AB12CD34EF");
    forward({
      type: "button_click",
      session: "s".repeat(22),
      path: "/about",
      ts: Date.UTC(2026, 10, 23),
      label: "Contact Us",
      target: "/contact",
    });
    const last = [...(window as GtagWindow).dataLayer!.at(-1)!];
    expect(last).toEqual([
      "event",
      "button_click",
      { path: "/about", label: "Contact Us", target: "/contact" },
    ]);
  });
});
