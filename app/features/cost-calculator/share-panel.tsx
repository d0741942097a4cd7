import { Link2, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { site } from "~/content/site";
import type { Estimate } from "./estimate";
import type { CalculatorInput } from "./inputs";
import { estimateLink, shareText, whatsappShareHref } from "./share";

interface SharePanelProps {
  estimate: Estimate;
  /** The visitor's choices as they are in the address (not resolved), so the link stays short. */
  input: CalculatorInput;
}

type CopyState = "idle" | "copied" | "select";

/** The page's own origin once in the browser; the site's address while prerendering. */
function useOrigin(): string {
  return useSyncExternalStore(
    () => () => undefined,
    () => window.location.origin,
    () => site.siteUrl,
  );
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/40 px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-offset-4";

/**
 * "Share on WhatsApp" (a short summary and the link) and "Copy link" (the Clipboard API, with a visible
 * "Link copied"; where the browser refuses, the link shows selected so the visitor can copy it).
 */
export function SharePanel({ estimate, input }: SharePanelProps) {
  const link = estimateLink(useOrigin(), input);
  const [copied, setCopied] = useState<{ state: CopyState; link: string }>({ state: "idle", link });
  // A status belongs to the link it was about: a new estimate starts again from idle.
  const copy = copied.link === link ? copied.state : "idle";
  const setCopy = (state: CopyState) => setCopied({ state, link });
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copy !== "select") return;
    linkField.current?.focus();
    linkField.current?.select();
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy("copied");
    } catch {
      setCopy("select");
    }
  };

  return (
    <div className="mt-5 border-t border-white/15 pt-5" data-no-print="">
      <h3 className="text-sm font-semibold text-slate-200">{text.share.heading}</h3>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={whatsappShareHref(shareText(estimate, link))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {text.share.whatsapp}
        </a>
        <button type="button" onClick={() => void copyLink()} className={buttonClass}>
          <Link2 className="size-4" aria-hidden="true" />
          {text.share.copy}
        </button>
        <p role="status" className="text-sm font-semibold text-accent-300">
          {copy === "copied" ? text.share.copied : copy === "select" ? text.share.copyFallback : ""}
        </p>
      </div>
      {copy === "select" ? (
        <label className="mt-3 block text-sm text-slate-200">
          {text.share.linkLabel}
          <input
            ref={linkField}
            type="url"
            readOnly
            value={link}
            className="mt-1 block min-h-11 w-full rounded-lg border border-white/40 bg-white px-3 py-2 text-base text-ink"
          />
        </label>
      ) : null}
    </div>
  );
}
