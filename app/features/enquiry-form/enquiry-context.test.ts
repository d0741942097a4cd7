import { describe, expect, it } from "vitest";
import { limits } from "#contract/enquiry";
import { buildContext } from "./enquiry-context";

describe("buildContext", () => {
  it("leaves out empty parts", () => {
    expect(buildContext({ page: "/contact", referrer: "", utm: undefined })).toEqual({ page: "/contact" });
  });

  it("keeps page, referrer and utm, clipped to the schema's limit", () => {
    const referrer = `https://www.google.com/${"q".repeat(600)}`;
    const context = buildContext({ page: "/services", referrer, utm: { source: "google" } });
    expect(context.page).toBe("/services");
    expect(context.referrer).toHaveLength(limits.contextFieldMaxLength);
    expect(context.utm).toEqual({ source: "google" });
  });
});
