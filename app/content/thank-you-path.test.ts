// The enquiry contract (contract/enquiry.ts) names the page a no-JavaScript form post lands on; the contract
// imports nothing of the site, so the site checks that the page exists in its page list.
import { describe, expect, it } from "vitest";
import { noScript } from "#contract/enquiry";
import { pages } from "./pages";

describe("the enquiry contract and the page list", () => {
  it("sends no-JavaScript posts to the thank-you page of the page list", () => {
    expect(noScript.thankYouPath).toBe(pages.thankYou.path);
  });
});
