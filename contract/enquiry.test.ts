import { describe, expect, it } from "vitest";
import { contactFormSchema, enquiryResponses, serviceFormSchema } from "./enquiry.ts";

describe("the enquiry contract", () => {
  it("trims what it accepts and refuses what it does not know", () => {
    const body = { firstName: " Sai ", lastName: "Kiran", email: "sai@example.in", phone: "+91 98765 43210" };
    expect(contactFormSchema.parse(body)).toEqual({ ...body, firstName: "Sai" });
    expect(contactFormSchema.safeParse({ ...body, comments: "hi" }).success).toBe(false);
    expect(serviceFormSchema.parse({ ...body, comments: " hi " }).comments).toBe("hi");
    expect(contactFormSchema.safeParse({ ...body, phone: 9876543210 }).success).toBe(false);
  });

  it("greets by first name in the success message", () => {
    expect(enquiryResponses.accepted("రవి")).toBe(
      "Thank you, రవి. A counsellor will call you within one working day.",
    );
  });
});
