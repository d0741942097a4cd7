import { Compass } from "lucide-react";
import { buttonClasses } from "~/components/button-styles";
import { notFound } from "~/content/layout";
import { countryPages, pages } from "~/content/pages";

/** The 404 page: Page not found, the apology, a link home and a link to Contact. */
export function NotFound() {
  return (
    <section aria-labelledby="not-found-title" className="bg-surface-muted">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
        <Compass className="size-14 text-brand-600" aria-hidden="true" />
        <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">404</p>
        <h1 id="not-found-title" className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          {notFound.title}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-ink-muted">{notFound.message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={pages.home.path} className={buttonClasses("primary", "lg")}>
            {notFound.homeLink}
          </a>
          <a href={pages.contact.path} className={buttonClasses("secondary", "lg")}>
            {notFound.contactLink}
          </a>
        </div>
        <p className="mt-12 text-sm text-ink-muted">{notFound.hint}</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
          {[pages.services, ...countryPages, pages.costCalculator].map((page) => (
            <li key={page.path}>
              <a href={page.path} className="font-medium text-brand-700 underline underline-offset-4">
                {page.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
