/** The pure parts of routing: which rule matches an enquiry, and whose turn it is. */
import { describe, expect, it } from "vitest";
import { describeRoutingMatch, routedText } from "#contract/staff-routing";
import { nextInTurn, ruleMatches, type RoutableEnquiry } from "./route-enquiry.ts";

const enquiry: RoutableEnquiry = {
  id: "e1",
  kind: "callback",
  office: "guntur",
  language: "te",
  page: "/te/study-in-canada",
  duplicateOf: null,
};

describe("ruleMatches", () => {
  it.each([
    ["office", "guntur", true],
    ["office", "hyderabad", false],
    ["language", "te", true],
    ["language", "en", false],
    ["kind", "callback", true],
    ["kind", "contact", false],
    ["destination", "canada", true],
    ["destination", "uk", false],
  ] as const)("%s is %s: %s", (field, value, expected) => {
    expect(ruleMatches({ match_field: field, match_value: value }, enquiry)).toBe(expected);
  });

  it("matches a destination on either edition's page, and nothing without a page", () => {
    const english = { ...enquiry, page: "/study-in-canada" };
    expect(ruleMatches({ match_field: "destination", match_value: "canada" }, english)).toBe(true);
    expect(
      ruleMatches({ match_field: "destination", match_value: "canada" }, { ...enquiry, page: null }),
    ).toBe(false);
    expect(ruleMatches({ match_field: "office", match_value: "guntur" }, { ...enquiry, office: null })).toBe(
      false,
    );
  });
});

describe("nextInTurn", () => {
  it("goes round in order, starting at the first", () => {
    const ids = ["a", "b", "c"];
    expect(nextInTurn(ids, null)).toBe("a");
    expect(nextInTurn(ids, "a")).toBe("b");
    expect(nextInTurn(ids, "c")).toBe("a");
  });

  it("goes on after someone who left the list, and gives nobody when nobody is available", () => {
    expect(nextInTurn(["a", "c"], "b")).toBe("c");
    expect(nextInTurn(["a"], "z")).toBe("a");
    expect(nextInTurn([], "a")).toBeUndefined();
  });
});

describe("the words of routing", () => {
  it("name the rule's field and value, and the routing's office, person and rule", () => {
    expect(describeRoutingMatch("language", "te")).toContain("Telugu");
    expect(describeRoutingMatch("kind", "callback")).toContain("Call back");
    const text = routedText(
      { office: "guntur", rule: "rule", matchField: "destination", matchValue: "uk" },
      "Priya",
    );
    for (const part of ["Guntur", "Priya", describeRoutingMatch("destination", "uk")])
      expect(text).toContain(part);
    const nobody = routedText({ office: "hyderabad", rule: "default" }, null);
    expect(nobody).toContain("Hyderabad");
    expect(nobody).not.toContain("assigned to");
  });
});
