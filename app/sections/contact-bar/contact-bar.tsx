import { CalendarCheck, MessageCircle, Phone, PhoneIncoming } from "lucide-react";
import { contactBar } from "~/content/contact-bar";
import { site } from "~/content/site";
import { whatsappHref } from "~/lib/whatsapp";

interface ContactBarProps {
  /** The page's path: the WhatsApp greeting names the page. */
  path: string;
}

const actionClasses =
  "flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1.5 text-center text-xs leading-tight font-semibold";

/**
 * The contact bar of phones (under 768 px): Call, WhatsApp, Book a free session and Request a call back,
 * fixed at the bottom of the screen. Plain links, so all four work without JavaScript; app/scripts/contact-bar.ts opens the
 * call-back request in a dialog instead, and moves the bar out of the way of a form's submit button, the
 * cost calculator's total and the on-screen keyboard. The element itself stays in the page's flow to
 * reserve the bar's height below the footer, so the last content can scroll above the bar. `data-cta`
 * counts each action as a call to action (docs/analytics.md). Hiding is immediate (a covered button is
 * usable at once); coming back slides up.
 */
export function ContactBar({ path }: ContactBarProps) {
  return (
    <aside aria-label={contactBar.label} className="h-18 md:hidden print:hidden" data-contact-bar="">
      <div
        data-contact-bar-panel=""
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-2 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur transition-[translate] duration-200 data-hidden:invisible data-hidden:translate-y-full"
      >
        <ul className="mx-auto grid max-w-md grid-cols-[0.8fr_1fr_1.2fr_1.2fr] gap-1.5">
          <li>
            <a
              href={`tel:${site.phones[0].e164}`}
              data-cta=""
              className={`${actionClasses} text-brand-800 hover:bg-brand-50`}
            >
              <Phone className="size-5" aria-hidden="true" />
              {contactBar.call}
            </a>
          </li>
          <li>
            <a
              href={whatsappHref(path)}
              rel="noopener noreferrer"
              data-cta=""
              className={`${actionClasses} text-emerald-800 hover:bg-emerald-50`}
            >
              <MessageCircle className="size-5" aria-hidden="true" />
              {contactBar.whatsapp}
            </a>
          </li>
          <li>
            <a
              href={contactBar.bookPath}
              data-cta=""
              className={`${actionClasses} text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50`}
            >
              <CalendarCheck className="size-5" aria-hidden="true" />
              {contactBar.book}
            </a>
          </li>
          <li>
            <a
              href={contactBar.callBackPath}
              data-cta=""
              data-call-back=""
              className={`${actionClasses} bg-brand-600 text-white hover:bg-brand-700`}
            >
              <PhoneIncoming className="size-5" aria-hidden="true" />
              {contactBar.callBack}
            </a>
          </li>
        </ul>
      </div>
    </aside>
  );
}
