import { IndianRupee } from "lucide-react";
import { ButtonLink } from "~/components/button-link";
import { formatInrShort, formatMoney } from "~/content/countries/format";
import { countryPageText as text } from "~/content/countries/page-text";
import type { Point } from "~/content/countries/types";
import { PointGrid } from "./point-grid";
import { PageText } from "./page-text";

export interface EmiPreview {
  amountInr: number;
  ratePercent: number;
  years: number;
  emiInr: number;
}

interface LoansSectionProps {
  loans: readonly Point[];
  preview: EmiPreview;
  calculatorHref: string;
  /** The enquiry form further down the page. */
  enquiryHref: string;
}

/** Collateral and non-collateral loans, an EMI preview and the way to check loan options. */
export function LoansSection({ loans, preview, calculatorHref, enquiryHref }: LoansSectionProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <PointGrid points={loans} />
      <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <IndianRupee className="size-5 text-brand-600" aria-hidden="true" />
          <PageText text={text.emiPreviewHeading} kind="label" />
        </h3>
        <p className="mt-3 text-3xl font-bold tracking-tight text-brand-800">
          {formatMoney(preview.emiInr, "INR")}
        </p>
        <p className="mt-2 leading-relaxed text-ink-muted">
          <PageText
            text={text.emiPreview(
              formatInrShort(preview.amountInr),
              preview.ratePercent,
              preview.years,
              formatMoney(preview.emiInr, "INR"),
            )}
          />
        </p>
        <p className="mt-2 text-sm text-ink-muted">{text.emiPreviewNote}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3" data-no-print="">
          <ButtonLink to={enquiryHref}>{text.loanOptionsButton}</ButtonLink>
          <a
            href={calculatorHref}
            className="text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {text.loanCalculatorLink}
          </a>
        </div>
      </div>
    </div>
  );
}
