/**
 * The booking page (/book, docs/bookings.md): the choices a family makes and their order, what the form
 * starts with, where its steps lead, and the words of this edition (app/words/<language>/booking.ts).
 * The values themselves are the API's (contract/booking-fields.ts).
 */
import {
  type MeetingCountry,
  type MeetingMode,
  type MeetingType,
  meetingCountries,
  meetingModes,
  meetingTypes,
} from "#contract/booking-fields";
import {
  type EnquiryLanguage,
  type EnquiryOffice,
  enquiryLanguages,
  enquiryOffices,
} from "#contract/enquiry-fields";
import { locale } from "~/content/locale";
import { branches, siteData } from "~/content/site-data";
import { localePath } from "~/i18n/paths";

export { booking as bookingWords, bookingTexts } from "~words/booking";

/** What the family has chosen in the first step: the fields of `GET /api/slots` and of the booking. */
export interface MeetingChoice {
  type: MeetingType;
  /** For a mock interview; none for counselling. */
  country: MeetingCountry | null;
  mode: MeetingMode;
  language: EnquiryLanguage;
  office: EnquiryOffice;
}

/**
 * Where the form starts: what most families come for (a counselling session, at the office, in the page's
 * language, at the head office). A link may choose any of them (`fromQuery`).
 */
export function defaultChoice(language: EnquiryLanguage = locale): MeetingChoice {
  return { type: "counselling", country: null, mode: "office", language, office: enquiryOffices[0] };
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The choice a link makes (`/book?type=mock-interview&country=uk`): each known field of the query replaces
 * the default; an unknown value is ignored. A country alone means a mock interview for it.
 */
export function choiceFromQuery(
  query: URLSearchParams,
  start: MeetingChoice = defaultChoice(),
): MeetingChoice {
  const type = oneOf(meetingTypes, query.get("type"));
  const country = oneOf(meetingCountries, query.get("country"));
  const choice: MeetingChoice = {
    type: type ?? (country ? "mock-interview" : start.type),
    country: country ?? start.country,
    mode: oneOf(meetingModes, query.get("mode")) ?? start.mode,
    language: oneOf(enquiryLanguages, query.get("language")) ?? start.language,
    office: oneOf(enquiryOffices, query.get("office")) ?? start.office,
  };
  if (choice.type === "counselling") choice.country = null;
  return choice;
}

/** The steps' addresses in this edition. */
export const bookingPaths = {
  /** The page itself. */
  page: localePath("/book", locale),
  /** Without JavaScript the first step posts (GET) here: the page that lists the free times. */
  times: localePath("/book/times", locale),
  /** The confirmation page of a booked meeting (its manage token in the query). */
  booked: (manageToken: string) =>
    `${localePath("/book/booked", locale)}?token=${encodeURIComponent(manageToken)}`,
  /** The page with a mock interview about `country` chosen (the page reads the query, `choiceFromQuery`). */
  mockInterview: (country: MeetingCountry) =>
    `${localePath("/book", locale)}?${new URLSearchParams({ type: "mock-interview", country }).toString()}`,
} as const;

/** Each office's phone: the head office's first line, each branch's own (app/content/site-data.ts). */
export const officePhones = Object.fromEntries([
  [enquiryOffices[0], siteData.phones[0]],
  ...branches.map((branch) => [branch.id, branch.phone] as const),
]) as Readonly<Record<EnquiryOffice, { display: string; e164: string }>>;

export { meetingCountries, meetingModes, meetingTypes, enquiryLanguages, enquiryOffices };
