import { describe, expect, it } from "vitest";
import {
  callbackFormSchema,
  callbackSlotText,
  contactFormSchema,
  enquiryLanguageOf,
  enquiryResponses,
  serviceFormSchema,
} from "./enquiry.ts";

describe("the enquiry contract", () => {
  const body = { firstName: " Sai ", lastName: "Kiran", email: "sai@example.in", phone: "+91 98765 43210" };

  it("trims what it accepts and refuses what it does not know", () => {
    expect(contactFormSchema.parse(body)).toEqual({ ...body, firstName: "Sai" });
    expect(contactFormSchema.safeParse({ ...body, course: "MS" }).success).toBe(false);
    expect(serviceFormSchema.parse({ ...body, comments: " hi " }).comments).toBe("hi");
    expect(serviceFormSchema.safeParse({ ...body, purpose: "visa" }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...body, phone: 9876543210 }).success).toBe(false);
  });

  it("takes an optional purpose and message on the contact form, and the page's language", () => {
    const parsed = contactFormSchema.parse({
      ...body,
      purpose: "mock-interview",
      comments: " F-1 ",
      language: "te",
    });
    expect(parsed).toMatchObject({ purpose: "mock-interview", comments: "F-1", language: "te" });
    expect(contactFormSchema.parse({ ...body, purpose: "" }).purpose).toBe("");
    expect(contactFormSchema.safeParse({ ...body, purpose: "marketing" }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...body, language: "hi" }).success).toBe(false);
  });

  it("asks a call-back request for one name, a phone, a slot and a language", () => {
    const callback = { name: "Ravi", phone: "98765 43210", slot: "tomorrow-evening", language: "te" };
    expect(callbackFormSchema.parse(callback)).toEqual(callback);
    for (const wrong of [
      { ...callback, slot: "next-week" },
      { ...callback, language: "fr" },
      { ...callback, email: "ravi@example.in" },
      { name: "Ravi", phone: "98765 43210", slot: "today-morning" },
    ]) {
      expect(callbackFormSchema.safeParse(wrong).success).toBe(false);
    }
  });

  it("says a slot with its day in India", () => {
    // 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India: "today" is the 25th.
    expect(callbackSlotText("today-morning", "2026-11-24T20:00:00Z")).toBe("today morning (25 Nov)");
    expect(callbackSlotText("tomorrow-evening", "2026-11-24T10:00:00Z")).toBe("tomorrow evening (25 Nov)");
  });

  it("reads a page's language", () => {
    expect(enquiryLanguageOf("te")).toBe("te");
    expect(enquiryLanguageOf("te-IN")).toBe("te");
    expect(enquiryLanguageOf("en-IN")).toBe("en");
    expect(enquiryLanguageOf("")).toBe("en");
  });

  it("greets by first name in the success message", () => {
    expect(enquiryResponses.accepted("రవి")).toBe(
      "Thank you, రవి. A counsellor will call you within one working day.",
    );
  });
});
