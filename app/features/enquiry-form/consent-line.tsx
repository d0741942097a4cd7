import { enquiryFormTexts } from "~/content/enquiry-form";

/** Beside a form's submit button: what sending it means, and the privacy notice. Nothing to tick. */
export function ConsentLine({ className = "mt-3" }: { className?: string }) {
  return (
    <p className={`${className} text-xs text-ink-muted`}>
      {enquiryFormTexts.consent}{" "}
      <a
        href={enquiryFormTexts.privacyPath}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {enquiryFormTexts.privacyLink}
      </a>
    </p>
  );
}
