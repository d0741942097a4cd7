/**
 * The call-back form's validation: the contract's schema through react-hook-form's zod resolver, loaded
 * on demand like the other forms' (validation.ts), so zod is never part of a page's first download.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { callbackFormSchema } from "#contract/enquiry";

export const callbackResolver = zodResolver(callbackFormSchema);
