import { useEffect, useState } from "react";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatLongDate } from "~/content/countries/format";
import type { IsoDate } from "~/content/countries/types";
import { site } from "~/content/site";

/** Today in the visitor's time zone, as YYYY-MM-DD. */
function localToday(): IsoDate {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` as IsoDate;
}

/**
 * The printout's letterhead: the consultancy's name and phone, the day it was printed and the link to
 * the estimate. Hidden on screen; the date and link are read in the browser (the prerendered page has
 * neither), again just before printing.
 */
export function PrintHeader() {
  const [printed, setPrinted] = useState<{ date: IsoDate; link: string } | null>(null);
  useEffect(() => {
    const update = () => setPrinted({ date: localToday(), link: window.location.href });
    update();
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, []);

  return (
    <p className="hidden text-[9px] leading-tight text-ink print:block">
      <strong>{text.print.preparedBy(site.brandName, site.phones[0].display)}</strong>
      {printed ? (
        <>
          {" · "}
          {text.print.date(formatLongDate(printed.date))} · {text.print.link}{" "}
          <span className="break-all">{printed.link}</span>
        </>
      ) : null}
    </p>
  );
}
