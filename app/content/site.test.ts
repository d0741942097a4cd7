import { describe, expect, it } from "vitest";
import { findExampleValues, formatAddress, site } from "./site";

describe("site configuration", () => {
  it("has two phones, five social networks, three branches and the office hours", () => {
    expect(site.phones).toHaveLength(2);
    expect(site.socialLinks).toHaveLength(5);
    expect(site.branches.map((branch) => branch.city)).toEqual(["Vijayawada", "Hyderabad", "Vishakapatnam"]);
    expect(site.officeHours.label).toBe("Mon-Sat 9AM-6PM");
    expect(site.office.address.city).toBe("Guntur");
  });

  it("writes every phone in E.164 form for tel: links", () => {
    for (const phone of [...site.phones, ...site.branches.map((branch) => branch.phone)]) {
      expect(phone.e164).toMatch(/^\+\d{10,15}$/);
      expect(phone.display.replace(/\s/g, "")).toBe(phone.e164);
    }
  });

  it("flags the shipped example values, so a production build warns", () => {
    const found = findExampleValues(site);
    expect(found).toContain("site.email: enquiries@example.com");
    expect(found).toContain("site.phones[0].display: +91 90000 00001");
    expect(found.some((line) => line.startsWith("site.branches[2].email"))).toBe(true);
    expect(found).toContain("site.grievanceOfficer.email: privacy@example.com");
  });

  it("flags nothing in real-looking values", () => {
    expect(
      findExampleValues({
        email: "hello@vidyapath.in",
        phone: "+91 98490 12345",
        url: "https://vidyapath.in",
      }),
    ).toEqual([]);
  });

  it("formats an address on one line", () => {
    expect(formatAddress(site.office.address)).toBe(
      "Example Towers, 2nd Floor, Lakshmipuram Main Road, Guntur, Andhra Pradesh 522007",
    );
  });
});
