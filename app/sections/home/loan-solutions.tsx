import { IconBadge } from "~/components/icon-badge";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { TiltCard } from "~/components/tilt-card";
import { loanSolutions } from "~/content/home";

/** The home page's "Loan Solutions" section: three loan types on cards that tilt towards the pointer. */
export function LoanSolutions() {
  return (
    <Reveal
      as="section"
      aria-labelledby="loan-solutions-title"
      className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="loan-solutions-title"
          eyebrow={loanSolutions.eyebrow}
          title={loanSolutions.title}
          subtitle={loanSolutions.subtitle}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {loanSolutions.loans.map((loan, index) => (
            <li key={loan.title} className="perspective-[900px]">
              <TiltCard className="h-full">
                <div
                  className={`flex h-full flex-col rounded-2xl p-7 shadow-md ring-1 ${
                    index === 0
                      ? "bg-gradient-to-br from-brand-700 to-brand-950 text-white ring-brand-800"
                      : "bg-white text-ink ring-slate-200"
                  }`}
                >
                  <IconBadge name={loan.icon} tone={index === 0 ? "dark" : "accent"} />
                  <h3 className="mt-5 text-xl font-semibold">{loan.title}</h3>
                  <p className={`mt-3 leading-relaxed ${index === 0 ? "text-brand-100" : "text-ink-muted"}`}>
                    {loan.description}
                  </p>
                </div>
              </TiltCard>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-ink-muted">{loanSolutions.note}</p>
      </div>
    </Reveal>
  );
}
