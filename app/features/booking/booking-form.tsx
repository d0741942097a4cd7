/**
 * The booking form of /book (docs/bookings.md). Rendered at build time as the first step alone: a plain
 * GET form whose fields are the API's (`type`, `country`, `mode`, `language`, `office`), so that without
 * JavaScript it leads to the page that lists the free times. Once it runs in the browser, every step happens
 * in place: what, how, language and office (a link's query may choose them), the family's details, then a
 * day and a time from `GET /api/slots`; pressing a time books it, and a booked meeting leads to its
 * confirmation page. The details come before the times so that one press books: choosing a mock interview's
 * country, the four details and the time make six actions.
 */
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { TextAreaField, TextField } from "~/components/field";
import { Spinner } from "~/components/spinner";
import {
  bookingDaysAhead,
  meetingMinutes,
  type MeetingCountry,
  type Slot,
  type SlotsAnswer,
} from "#contract/booking-fields";
import {
  type EnquiryChallengeRequired,
  type EnquiryOffice,
  honeypotField,
  limits,
  pageLanguageField,
  personFields,
} from "#contract/enquiry-fields";
import {
  type MeetingChoice,
  bookingPaths,
  bookingTexts,
  bookingWords,
  choiceFromQuery,
  defaultChoice,
  enquiryLanguages,
  enquiryOffices,
  meetingCountries,
  meetingModes,
} from "~/content/booking";
import type { EnquiryContext } from "#contract/enquiry";
import { enquiryFormTexts } from "~/content/enquiry-form";
import { texts } from "~words/enquiry-texts";
import { type BookingOutcome, fetchSlots, postBooking } from "./booking-api";
import { clockTime, dateTime, dayButton, indiaDay, longDay } from "./when";

const { fieldLabels, officeLabels, enquiryLanguageLabels, formTexts } = texts;
const { what, how, details, times } = bookingWords;
/** The language of this edition, sent as the page's language (the API answers in it). */
const editionLanguage = texts.locale;

/** The schema (and zod with it) loads when a family first presses a time. */
const loadValidation = () => import("./validation");

/** Idempotency keys: one per filled form, the same for the same body (docs/decisions/0203-idempotency-keys.md). */
export interface IdempotencyKeys {
  keyFor(body: string): string;
  renew(): void;
}

/** What the island joins in from the enquiry forms (a feature never imports another feature). */
export interface BookingHelpers {
  createKeys: () => IdempotencyKeys;
  /** Solves the server's proof-of-work challenge (docs/enquiries.md, "Floods"); null when it cannot. */
  solveChallenge: (challenge: EnquiryChallengeRequired["challenge"]) => Promise<string | null>;
  /** Where the booking came from: the page, the referrer, the visit's utm parameters. */
  currentContext: (pathname: string) => EnquiryContext;
}

export interface BookingFormProps {
  helpers: BookingHelpers;
  /** Each office's phone, for "call the office" when no time is free. */
  officePhones: Readonly<Record<EnquiryOffice, { display: string; e164: string }>>;
  /** The office's WhatsApp chat, its greeting naming this page. */
  whatsappHref: string;
  /** Injected by tests; the browser's fetch by default. */
  fetchImpl?: typeof fetch;
  /** Injected by tests; goes to the confirmation page. */
  navigate?: (url: string) => void;
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comments: string;
  [honeypotField]: string;
}

const emptyPerson: Person = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  comments: "",
  [honeypotField]: "",
};

/** Nothing changes whether the page runs in a browser: there is nothing to subscribe to. */
const noSubscription = () => () => {};

type SlotsState = { status: "loading" } | { status: "failed" } | { status: "ready"; answer: SlotsAnswer };

/** The JSON body of a booking at `start`. */
function bookingPayload(
  choice: MeetingChoice,
  person: Person,
  start: string,
  context: EnquiryContext,
): Record<string, unknown> {
  const payload: Record<string, unknown> = { type: choice.type };
  if (choice.type === "mock-interview" && choice.country) payload.country = choice.country;
  Object.assign(payload, {
    mode: choice.mode,
    language: choice.language,
    office: choice.office,
    start,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
  });
  if (person.comments.trim()) payload.comments = person.comments;
  payload[pageLanguageField] = editionLanguage;
  if (Object.keys(context).length > 0) payload.context = context;
  if (person[honeypotField]) payload[honeypotField] = person[honeypotField];
  return payload;
}

const choiceClasses =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink " +
  "hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 " +
  "has-focus-visible:outline-3 has-focus-visible:outline-brand-500";
const radioClasses = "mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none";
const legendClasses = "mb-3 flex items-center gap-2.5 text-lg font-bold text-ink sm:text-xl";
const subLegendClasses = "mb-2 text-sm font-semibold text-ink";

/** A step's title: its number and its words, a heading inside the step's legend. */
function StepLegend({
  step,
  children,
  headingRef,
}: {
  step: number;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <legend className={legendClasses}>
      <span
        aria-hidden="true"
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
      >
        {step}
      </span>
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="scroll-mt-24">
        {children}
      </h2>
    </legend>
  );
}

/** One choice of a radio group, as a card that the whole label selects. */
function RadioCard({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
  className = "",
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
  className?: string;
}) {
  // The hint describes the choice; the label alone names it ("Free mock visa interview").
  const hintId = `${useId().replace(/[^a-zA-Z0-9_-]/g, "")}-hint`;
  return (
    <label className={`${choiceClasses} ${className}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-describedby={hint ? hintId : undefined}
        className={radioClasses}
      />
      <span>
        <span className="block font-semibold">{label}</span>
        {hint ? (
          <span id={hintId} aria-hidden="true" className="block text-sm text-ink-muted">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

export function BookingForm({
  helpers,
  officePhones,
  whatsappHref,
  fetchImpl,
  navigate = (url) => window.location.assign(url),
}: BookingFormProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const id = useCallback((name: string) => `book${uid}-${name}`, [uid]);
  // False while the page is prerendered and hydrated, true in the browser's next render: the later steps
  // appear then, so that the prerendered form and the hydrated one agree.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  /** What the family changed; until then, what a link's query chose (`/book?type=mock-interview&country=uk`). */
  const [picked, setPicked] = useState<MeetingChoice | null>(null);
  const fromQuery = useMemo(
    () =>
      hydrated
        ? choiceFromQuery(new URLSearchParams(window.location.search), defaultChoice())
        : defaultChoice(),
    [hydrated],
  );
  const choice = picked ?? fromQuery;
  const [person, setPerson] = useState<Person>(emptyPerson);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reload, setReload] = useState(0);
  /** The free times answered for a request (`slotsKey`); another key means they are being fetched. */
  const [answered, setAnswered] = useState<{ key: string; answer: SlotsAnswer | null } | null>(null);
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const [booking, setBooking] = useState<string | null>(null);
  const [alert, setAlert] = useState("");
  const [taken, setTaken] = useState<{ message: string; nextSlots: Slot[] } | null>(null);
  const [keys] = useState(helpers.createKeys);
  const inFlight = useRef(false);
  const timesHeading = useRef<HTMLHeadingElement>(null);

  // The free times depend on these (not on the country); a new key fetches them anew.
  const slotsKey = `${choice.type} ${choice.office} ${choice.mode} ${choice.language} ${reload}`;
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    const { type, office, mode, language } = choice;
    void fetchSlots(
      { type, office, mode, language, country: null },
      { fetchImpl, signal: controller.signal },
    ).then((answer) => {
      if (!controller.signal.aborted) setAnswered({ key: slotsKey, answer });
    });
    return () => controller.abort();
    // slotsKey names every field of the choice the request reads.
  }, [hydrated, slotsKey, fetchImpl]); // eslint-disable-line react-hooks/exhaustive-deps

  const slots: SlotsState =
    answered?.key !== slotsKey
      ? { status: "loading" }
      : answered.answer
        ? { status: "ready", answer: answered.answer }
        : { status: "failed" };
  /** The day shown: the one the family chose, else the first with a free time. */
  const day =
    slots.status === "ready"
      ? (slots.answer.days.find((entry) => entry.date === pickedDay) ??
        slots.answer.days.find((entry) => entry.slots.length > 0))
      : undefined;

  const choose = (change: Partial<MeetingChoice>) => {
    setTaken(null);
    setAlert("");
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))),
    );
    const next = { ...choice, ...change };
    // A country is a mock interview's; choosing counselling forgets it.
    if (change.country) next.type = "mock-interview";
    if (next.type === "counselling") next.country = null;
    setPicked(next);
  };

  const edit = (field: keyof Person) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setPerson((current) => ({ ...current, [field]: value }));
    if (errors[field])
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  };

  /** What every field of the family's details carries: its id, label, error, value, and where it is kept. */
  const personField = (field: Exclude<keyof Person, typeof honeypotField>) => ({
    id: id(field),
    label: fieldLabels[field],
    error: errors[field],
    value: person[field],
    onChange: edit(field),
  });

  const showOutcome = useCallback(
    (outcome: BookingOutcome) => {
      if (outcome.status === "booked") {
        keys.renew();
        navigate(bookingPaths.booked(outcome.manageToken));
        return true;
      }
      if (outcome.status === "taken") {
        setTaken({ message: outcome.message, nextSlots: outcome.nextSlots });
        setReload((count) => count + 1);
        timesHeading.current?.focus();
        return false;
      }
      if (outcome.status === "rejected") {
        setErrors(outcome.fieldErrors);
        const firstField = personFields.find((field) => outcome.fieldErrors[field]);
        setAlert(outcome.message);
        if (firstField) document.getElementById(id(firstField))?.focus();
        return false;
      }
      setAlert(formTexts.failure);
      return false;
    },
    [keys, navigate, id],
  );

  /** Books the time at `slot` with the details typed: checked first, then sent once at a time. */
  const book = async (slot: Slot) => {
    if (inFlight.current) return;
    setAlert("");
    setTaken(null);
    const payload = bookingPayload(choice, person, slot.start, helpers.currentContext(bookingPaths.page));
    const found = (await loadValidation()).bookingErrors(payload);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setAlert(times.fixDetails);
      const firstField = personFields.find((field) => found[field]);
      if (found.country) document.getElementById(id("country-uk"))?.focus();
      else if (firstField) document.getElementById(id(firstField))?.focus();
      return;
    }
    inFlight.current = true;
    setBooking(slot.start);
    let done = false;
    try {
      const body = JSON.stringify(payload);
      const idempotencyKey = keys.keyFor(body);
      let outcome = await postBooking({ body, idempotencyKey, fetchImpl });
      if (outcome.status === "challenge") {
        const refused: BookingOutcome = {
          status: "rejected",
          httpStatus: 428,
          message: outcome.message,
          fieldErrors: {},
        };
        const solution = await helpers.solveChallenge(outcome.challenge).catch(() => null);
        outcome = solution
          ? await postBooking({ body, idempotencyKey, challengeSolution: solution, fetchImpl })
          : refused;
        // A second challenge is not solved again in a loop.
        if (outcome.status === "challenge") outcome = refused;
      }
      done = showOutcome(outcome);
    } finally {
      inFlight.current = false;
      // A booked meeting keeps its button busy while the confirmation page opens.
      if (!done) setBooking(null);
    }
  };

  const timeButton = (slot: Slot, date: string) => {
    const busy = booking === slot.start;
    return (
      <li key={slot.start}>
        <button
          type="button"
          onClick={() => void book(slot)}
          disabled={booking !== null}
          aria-label={times.bookAt(dateTime(date, slot.time))}
          className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-brand-300 bg-white px-2 py-2 text-center text-sm leading-tight font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? times.booking : clockTime(slot.time)}
        </button>
      </li>
    );
  };

  const chosenDay = day;
  const noneInFortnight =
    slots.status === "ready" && slots.answer.days.every((entry) => entry.slots.length === 0);
  const officePhone = officePhones[choice.office];

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 text-left text-ink shadow-sm sm:p-7">
      <form
        method="get"
        action={bookingPaths.times}
        aria-label={bookingWords.formName}
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          timesHeading.current?.focus();
        }}
        className="grid gap-8"
      >
        <fieldset className="min-w-0">
          <StepLegend step={1}>{what.legend}</StepLegend>
          <div className="grid gap-3">
            <RadioCard
              name="type"
              value="counselling"
              checked={choice.type === "counselling"}
              onChange={() => choose({ type: "counselling" })}
              label={bookingTexts.meetingTypeLabels.counselling}
              hint={what.counsellingHint(meetingMinutes.counselling)}
            />
            <div className="rounded-xl border border-slate-200 p-2 has-[input[name=type]:checked]:border-brand-300">
              <RadioCard
                name="type"
                value="mock-interview"
                checked={choice.type === "mock-interview"}
                onChange={() => choose({ type: "mock-interview" })}
                label={bookingTexts.meetingTypeLabels["mock-interview"]}
                hint={what.mockInterviewHint(meetingMinutes["mock-interview"])}
                className="border-0 has-checked:ring-0"
              />
              <fieldset
                className="mt-2 min-w-0 px-1.5 pb-1.5"
                aria-describedby={errors.country ? id("country-error") : undefined}
              >
                <legend className={subLegendClasses}>{what.countryLegend}</legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
                  {meetingCountries.map((country: MeetingCountry) => (
                    <label key={country} className={`${choiceClasses} items-center py-2`}>
                      <input
                        id={id(`country-${country}`)}
                        type="radio"
                        name="country"
                        value={country}
                        checked={choice.country === country}
                        onChange={() => choose({ country })}
                        className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                      />
                      <span className="font-semibold">{what.countries[country]}</span>
                    </label>
                  ))}
                </div>
                {errors.country ? (
                  <p id={id("country-error")} className="mt-1.5 text-sm font-medium text-red-700">
                    {errors.country}
                  </p>
                ) : null}
              </fieldset>
            </div>
          </div>
        </fieldset>

        <fieldset className="min-w-0">
          <StepLegend step={2}>{how.legend}</StepLegend>
          <div className="grid gap-5">
            <fieldset className="min-w-0">
              <legend className={subLegendClasses}>{how.modeLegend}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {meetingModes.map((mode) => (
                  <RadioCard
                    key={mode}
                    name="mode"
                    value={mode}
                    checked={choice.mode === mode}
                    onChange={() => choose({ mode })}
                    label={bookingTexts.meetingModeLabels[mode]}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset className="min-w-0">
              <legend className={subLegendClasses}>{how.languageLegend}</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {enquiryLanguages.map((language) => (
                  <RadioCard
                    key={language}
                    name="language"
                    value={language}
                    checked={choice.language === language}
                    onChange={() => choose({ language })}
                    label={enquiryLanguageLabels[language]}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset className="min-w-0" aria-describedby={id("office-hint")}>
              <legend className={subLegendClasses}>{how.officeLegend}</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {enquiryOffices.map((office) => (
                  <RadioCard
                    key={office}
                    name="office"
                    value={office}
                    checked={choice.office === office}
                    onChange={() => choose({ office })}
                    label={officeLabels[office]}
                  />
                ))}
              </div>
              <p id={id("office-hint")} className="mt-1.5 text-xs text-ink-muted">
                {how.officeHint}
              </p>
            </fieldset>
          </div>
        </fieldset>

        {hydrated ? null : (
          <div>
            <button
              type="submit"
              className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-7 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 sm:w-auto"
            >
              {bookingWords.seeTimes}
            </button>
          </div>
        )}
      </form>

      {hydrated ? (
        <form
          noValidate
          aria-busy={booking !== null}
          onSubmit={(event) => {
            event.preventDefault();
            timesHeading.current?.focus();
          }}
          className="mt-8 grid gap-8"
        >
          <fieldset className="min-w-0">
            <StepLegend step={3}>{details.legend}</StepLegend>
            <p className="mb-4 text-sm text-ink-muted">{enquiryFormTexts.requiredNote}</p>
            <div className="relative grid gap-4 sm:grid-cols-2">
              <TextField
                {...personField("firstName")}
                required
                autoComplete="given-name"
                maxLength={limits.nameMaxLength}
              />
              <TextField
                {...personField("lastName")}
                required
                autoComplete="family-name"
                maxLength={limits.nameMaxLength}
              />
              <TextField
                {...personField("email")}
                required
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                placeholder={enquiryFormTexts.placeholders.email}
                maxLength={limits.emailMaxLength}
              />
              <TextField
                {...personField("phone")}
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={enquiryFormTexts.placeholders.phone}
                maxLength={limits.phoneMaxLength}
              />
              <TextAreaField
                {...personField("comments")}
                optionalNote={enquiryFormTexts.optional}
                rows={3}
                maxLength={limits.commentsMaxLength}
                className="sm:col-span-2"
              />
              <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
                <label htmlFor={id(honeypotField)}>{enquiryFormTexts.honeypotLabel}</label>
                <input
                  id={id(honeypotField)}
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={person[honeypotField]}
                  onChange={edit(honeypotField)}
                />
              </div>
            </div>
          </fieldset>

          <fieldset className="min-w-0">
            <StepLegend step={4} headingRef={timesHeading}>
              {times.legend}
            </StepLegend>
            <p className="mb-4 text-sm text-ink-muted">{times.intro}</p>

            {taken ? (
              <div
                role="alert"
                className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
              >
                <p className="font-medium text-amber-950">{taken.message}</p>
                {taken.nextSlots.length > 0 ? (
                  <>
                    <p className="mt-2 font-semibold text-ink">{times.nextTimes}</p>
                    <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
                      {taken.nextSlots.map((slot) => {
                        const date = indiaDay(slot.start);
                        return (
                          <li key={slot.start}>
                            <button
                              type="button"
                              onClick={() => void book(slot)}
                              disabled={booking !== null}
                              aria-label={times.bookAt(dateTime(date, slot.time))}
                              className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-brand-300 bg-white px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
                            >
                              {booking === slot.start ? <Spinner className="size-4" /> : null}
                              {booking === slot.start ? times.booking : dateTime(date, slot.time)}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </>
                ) : null}
              </div>
            ) : null}

            {slots.status === "loading" ? (
              <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
                <Spinner className="size-4" />
                {times.loading}
              </p>
            ) : slots.status === "failed" ? (
              <div role="alert" className="text-sm">
                <p className="text-red-800">{times.failed}</p>
                <button
                  type="button"
                  onClick={() => setReload((count) => count + 1)}
                  className="mt-2 inline-flex min-h-11 items-center rounded-full border border-brand-200 px-5 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {times.retry}
                </button>
              </div>
            ) : noneInFortnight ? (
              <div role="status" className="rounded-lg bg-surface-muted p-4 text-sm">
                <p>{times.noneInFortnight(bookingDaysAhead)}</p>
                <p className="mt-3 flex flex-wrap gap-2">
                  <a
                    href={`tel:${officePhone.e164}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
                  >
                    {times.call(officePhone.display)}
                  </a>
                  <a
                    href={whatsappHref}
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center rounded-full border border-emerald-300 px-5 font-semibold text-emerald-800 hover:bg-emerald-50"
                  >
                    {times.whatsapp}
                  </a>
                </p>
              </div>
            ) : slots.status === "ready" ? (
              <>
                <div
                  role="group"
                  aria-label={times.daysLabel}
                  className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3 lg:flex-wrap lg:overflow-visible"
                >
                  {slots.answer.days.map((entry) => {
                    const label = dayButton(entry.date);
                    const free = entry.slots.length;
                    return (
                      <button
                        key={entry.date}
                        type="button"
                        aria-pressed={entry.date === day?.date}
                        onClick={() => setPickedDay(entry.date)}
                        className={`flex min-h-14 min-w-[4.75rem] shrink-0 snap-start flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-sm leading-tight ${
                          entry.date === day?.date
                            ? "border-brand-600 bg-brand-600 text-white"
                            : free > 0
                              ? "border-slate-300 bg-white text-ink hover:border-brand-400"
                              : "border-slate-200 bg-slate-50 text-ink-muted"
                        }`}
                      >
                        {/* The name is the words shown (a voice command names what it sees) and the count. */}
                        <span className="font-semibold">{label.weekday}</span> <span>{label.day}</span>{" "}
                        <span className="sr-only">({times.freeCount(free)})</span>
                      </button>
                    );
                  })}
                </div>
                {chosenDay ? (
                  chosenDay.slots.length > 0 ? (
                    <ul
                      aria-label={longDay(chosenDay.date)}
                      className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
                    >
                      {chosenDay.slots.map((slot) => timeButton(slot, chosenDay.date))}
                    </ul>
                  ) : (
                    <p className="rounded-lg bg-surface-muted p-4 text-sm">
                      {times.noneOnDay(longDay(chosenDay.date))}
                    </p>
                  )
                ) : null}
              </>
            ) : null}
          </fieldset>

          {alert ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
            >
              {alert}
            </p>
          ) : null}
          <p className="text-xs text-ink-muted">
            {enquiryFormTexts.consent}{" "}
            <a
              href={enquiryFormTexts.privacyPath}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {enquiryFormTexts.privacyLink}
            </a>
          </p>
        </form>
      ) : null}
    </div>
  );
}
