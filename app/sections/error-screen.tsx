import { TriangleAlert } from "lucide-react";
import { buttonClasses } from "~/components/button-styles";
import { applicationError } from "~words/island-frame";
import { locale } from "~/content/locale";
import { localePath } from "~/i18n/paths";

interface ErrorScreenProps {
  message: string;
  /** Shown only in development builds (a production build never shows a stack trace). */
  stack?: string;
}

/**
 * The router's fallback error screen (`Unexpected Application Error!` with the message), styled like the
 * site, with a way home.
 */
export function ErrorScreen({ message, stack }: ErrorScreenProps) {
  return (
    <section aria-labelledby="error-title" className="bg-surface-muted">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
        <TriangleAlert className="size-14 text-accent-500" aria-hidden="true" />
        <h1 id="error-title" className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {applicationError.title}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-ink-muted">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* Plain links: a full page load recovers from whatever broke the app. */}
          <a href={localePath("/", locale)} className={buttonClasses("primary", "lg")}>
            {applicationError.homeLink}
          </a>
        </div>
        {stack ? (
          <pre className="mt-10 max-w-full overflow-x-auto rounded-lg bg-white p-4 text-left text-xs text-ink">
            {stack}
          </pre>
        ) : null}
      </div>
    </section>
  );
}
