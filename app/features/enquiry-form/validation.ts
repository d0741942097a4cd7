/**
 * The forms' validation: the contract's zod schemas through react-hook-form's zod resolver. Loaded on
 * demand (`lazyResolver` in use-enquiry-form.ts, use-callback-form.ts), so zod is not part of any page's
 * first download.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { enquirySchemasFor, type PersonFormKind, type ServiceForm } from "#contract/enquiry";
import { texts } from "~words/enquiry-texts";
import type { EnquiryFormValues } from "./use-enquiry-form";

/** The schemas with the messages of this edition's language. */
const schemas = enquirySchemasFor(texts);

type FormResolver = Resolver<EnquiryFormValues, unknown, ServiceForm>;

// The contact schema is the service schema without comments; both parse to a subset of ServiceForm,
// and the form's values (without `context`) are a subset of both schemas' input.
export const resolvers: Record<PersonFormKind, FormResolver> = {
  contact: zodResolver(schemas.contact) as FormResolver,
  service: zodResolver(schemas.service) as FormResolver,
};

export const callbackResolver = zodResolver(schemas.callback);
