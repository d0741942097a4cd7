import { describe, expect, it } from "vitest";
import { helpPurposes } from "#contract/enquiry-fields";
import { contactHelpPath, enquiryFormTexts } from "./enquiry-form";
import { pages } from "./pages";

describe("the forms' links, written out so that the browser's code carries no page list", () => {
  it("lead to the contact page with the purpose chosen, and to the privacy notice", () => {
    for (const purpose of helpPurposes) {
      expect(new URL(contactHelpPath(purpose), "https://site").pathname).toBe(pages.contact.path);
    }
    expect(enquiryFormTexts.privacyPath).toBe(pages.privacy.path);
  });
});
