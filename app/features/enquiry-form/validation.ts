/**
 * The forms' validation: the contract's zod schemas through react-hook-form's zod resolver. Loaded on
 * demand (`lazyResolver` in use-enquiry-form.ts, use-callback-form.ts), so zod is not part of any page's
 * first download.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  callbackFormSchema,
  contactFormSchema,
  type PersonFormKind,
  type ServiceForm,
  serviceFormSchema,
} from "#contract/enquiry";
import type { EnquiryFormValues } from "./use-enquiry-form";

type FormResolver = Resolver<EnquiryFormValues, unknown, ServiceForm>;

// The contact schema is the service schema without comments; both parse to a subset of ServiceForm,
// and the form's values (without `context`) are a subset of both schemas' input.
export const resolvers: Record<PersonFormKind, FormResolver> = {
  contact: zodResolver(contactFormSchema) as FormResolver,
  service: zodResolver(serviceFormSchema) as FormResolver,
};

export const callbackResolver = zodResolver(callbackFormSchema);
