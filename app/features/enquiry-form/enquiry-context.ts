/**
 * Where an enquiry came from: the page, the referrer and the tab's first-seen utm_* parameters
 * (app/lib/utm.ts).
 */
import type { EnquiryContext } from "#contract/enquiry";
import { limits } from "#contract/enquiry-fields";
import { rememberVisitUtm, type Utm } from "~/lib/utm";

function clip(value: string): string {
  return value.trim().slice(0, limits.contextFieldMaxLength);
}

/** Builds the `context` field of an enquiry, leaving out empty parts. */
export function buildContext(input: {
  page: string;
  referrer: string;
  utm: Utm | undefined;
}): EnquiryContext {
  const context: EnquiryContext = {};
  if (input.page) context.page = clip(input.page);
  if (input.referrer) context.referrer = clip(input.referrer);
  if (input.utm) context.utm = input.utm;
  return context;
}

/** The context of an enquiry sent now from this browser tab, from the page at `pathname`. */
export function currentContext(pathname: string): EnquiryContext {
  return buildContext({
    page: pathname,
    referrer: document.referrer,
    utm: rememberVisitUtm(),
  });
}
