// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SlotsAnswer } from "#contract/booking-fields";
import { idempotencyHeader } from "#contract/enquiry-fields";
import { texts } from "#contract/texts/en";
import { booking, bookingTexts } from "~/words/en/booking";
import { BookingForm, type BookingHelpers } from "./booking-form";
import { dateTime } from "./when";

type FetchArgs = Parameters<typeof fetch>;

const slotsAnswer: SlotsAnswer = {
  timeZone: "Asia/Kolkata",
  from: "2026-11-30",
  to: "2026-12-01",
  days: [
    { date: "2026-11-29", slots: [] },
    {
      date: "2026-11-30",
      slots: [
        { start: "2026-11-30T04:30:00.000Z", end: "2026-11-30T05:15:00.000Z", time: "10:00" },
        { start: "2026-11-30T05:00:00.000Z", end: "2026-11-30T05:45:00.000Z", time: "10:30" },
      ],
    },
  ],
};

const empty: SlotsAnswer = { ...slotsAnswer, days: slotsAnswer.days.map((day) => ({ ...day, slots: [] })) };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A fetch that answers the free times with `slots` and each booking with the next of `bookings`. */
function fakeApi(bookings: Response[], slots: SlotsAnswer = slotsAnswer) {
  return vi.fn(async (...[url]: FetchArgs) =>
    String(url).startsWith("/api/slots") ? json(200, slots) : (bookings.shift() ?? json(500, {})),
  );
}

const helpers: BookingHelpers = {
  createKeys: () => {
    let count = 0;
    let last: { body: string; key: string } | undefined;
    return {
      keyFor(body) {
        if (last?.body !== body) last = { body, key: `key-${++count}` };
        return last.key;
      },
      renew() {
        last = undefined;
      },
    };
  },
  currentContext: (page) => ({ page }),
  solveChallenge: async () => null,
};

const officePhones = {
  guntur: { display: "+91 90000 00001", e164: "+919000000001" },
  vijayawada: { display: "+91 90000 00011", e164: "+919000000011" },
  hyderabad: { display: "+91 90000 00012", e164: "+919000000012" },
  vishakapatnam: { display: "+91 90000 00013", e164: "+919000000013" },
};

function renderForm(fetchImpl: typeof fetch, query = "") {
  window.history.replaceState(null, "", `/book${query}`);
  const navigate = vi.fn();
  const user = userEvent.setup();
  render(
    <BookingForm
      helpers={helpers}
      officePhones={officePhones}
      whatsappHref="https://wa.me/919000000001"
      fetchImpl={fetchImpl}
      navigate={navigate}
    />,
  );
  return { user, navigate };
}

const timeButton = (time: string) =>
  screen.findByRole("button", { name: booking.times.bookAt(dateTime("2026-11-30", time)) });

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: texts.fieldLabels.firstName }), "Sita");
  await user.type(screen.getByRole("textbox", { name: texts.fieldLabels.lastName }), "Rao");
  await user.type(screen.getByRole("textbox", { name: texts.fieldLabels.email }), "sita@example.org");
  await user.type(screen.getByRole("textbox", { name: texts.fieldLabels.phone }), "+91 98765 43210");
}

function bookingCalls(fetchImpl: ReturnType<typeof vi.fn>) {
  return fetchImpl.mock.calls.filter(([url]) => String(url) === "/api/bookings") as FetchArgs[];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the booking form", () => {
  it("asks the free times of the choice a link made, and shows the first day with a free time", async () => {
    const fetchImpl = fakeApi([]);
    renderForm(fetchImpl, "?type=mock-interview&country=uk&office=hyderabad&mode=video");
    expect(await timeButton("10:00")).toBeEnabled();
    expect(screen.getByRole("radio", { name: booking.what.countries.uk })).toBeChecked();
    const asked = new URL(String(fetchImpl.mock.calls[0]![0]), "http://site");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      type: "mock-interview",
      office: "hyderabad",
      mode: "video",
      language: "en",
    });
    const day = screen.getByRole("button", { name: /^Mon 30 Nov \(/ });
    expect(day).toHaveAttribute("aria-pressed", "true");
  });

  it("says so for a day without free times", async () => {
    const { user } = renderForm(fakeApi([]));
    await user.click(await screen.findByRole("button", { name: /^Sun 29 Nov \(/ }));
    expect(screen.getByText(booking.times.noneOnDay("Sunday 29 November"))).toBeInTheDocument();
  });

  it("with no free time in the days offered, says to call or WhatsApp the chosen office", async () => {
    const { user } = renderForm(fakeApi([], empty));
    await user.click(screen.getByRole("radio", { name: texts.officeLabels.vijayawada }));
    expect(await screen.findByRole("link", { name: booking.times.call("+91 90000 00011") })).toHaveAttribute(
      "href",
      "tel:+919000000011",
    );
    expect(screen.getByRole("link", { name: booking.times.whatsapp })).toBeInTheDocument();
  });

  it("choosing a country makes it a mock interview; choosing counselling forgets the country", async () => {
    const { user } = renderForm(fakeApi([]));
    await user.click(screen.getByRole("radio", { name: booking.what.countries.canada }));
    expect(
      screen.getByRole("radio", { name: bookingTexts.meetingTypeLabels["mock-interview"] }),
    ).toBeChecked();
    await user.click(screen.getByRole("radio", { name: bookingTexts.meetingTypeLabels.counselling }));
    expect(screen.getByRole("radio", { name: booking.what.countries.canada })).not.toBeChecked();
  });

  it("checks the details before sending: the fields' messages, the first wrong field focused", async () => {
    const fetchImpl = fakeApi([]);
    const { user } = renderForm(fetchImpl);
    await user.click(await timeButton("10:00"));
    expect(await screen.findByRole("alert")).toHaveTextContent(booking.times.fixDetails);
    expect(screen.getByRole("textbox", { name: texts.fieldLabels.firstName })).toHaveFocus();
    const { firstName, lastName, email, phone } = texts.fieldLabels;
    for (const label of [firstName, lastName, email, phone])
      expect(screen.getByRole("textbox", { name: label })).toHaveAttribute("aria-invalid", "true");
    expect(bookingCalls(fetchImpl)).toHaveLength(0);
  });

  it("books the pressed time with the choice and the details, then opens the confirmation page", async () => {
    const fetchImpl = fakeApi([json(201, { message: "Booked", booking: {}, manageToken: "abc.def" })]);
    const { user, navigate } = renderForm(fetchImpl, "?type=mock-interview&country=uk");
    await fillDetails(user);
    await user.click(await timeButton("10:30"));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/book/booked?token=abc.def"));
    const [[, init]] = bookingCalls(fetchImpl) as [FetchArgs];
    expect(JSON.parse(String(init!.body))).toEqual({
      type: "mock-interview",
      country: "uk",
      mode: "office",
      language: "en",
      office: "guntur",
      start: "2026-11-30T05:00:00.000Z",
      firstName: "Sita",
      lastName: "Rao",
      email: "sita@example.org",
      phone: "+91 98765 43210",
      pageLanguage: "en",
      context: { page: "/book" },
    });
    expect((init!.headers as Record<string, string>)[idempotencyHeader]).toBe("key-1");
  });

  it("a time taken meanwhile: the API's message, its next free times as buttons that book at once", async () => {
    const next = { start: "2026-11-30T06:00:00.000Z", end: "2026-11-30T06:30:00.000Z", time: "11:30" };
    const fetchImpl = fakeApi([
      json(409, { message: bookingTexts.responses.taken, nextSlots: [next] }),
      json(201, { message: "Booked", booking: {}, manageToken: "t2" }),
    ]);
    const { user, navigate } = renderForm(fetchImpl);
    await fillDetails(user);
    await user.click(await timeButton("10:00"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(bookingTexts.responses.taken);
    expect(screen.getByRole("heading", { name: booking.times.legend })).toHaveFocus();
    await user.click(
      within(alert).getByRole("button", { name: booking.times.bookAt(dateTime("2026-11-30", "11:30")) }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/book/booked?token=t2"));
    const calls = bookingCalls(fetchImpl);
    expect(JSON.parse(String(calls[1]![1]!.body)).start).toBe(next.start);
    // Another time is another body, so another key.
    const keys = calls.map(([, init]) => (init!.headers as Record<string, string>)[idempotencyHeader]);
    expect(new Set(keys).size).toBe(2);
  });

  it("shows the server's refusal (a flood limit, a database that cannot take it) and its field errors", async () => {
    const fetchImpl = fakeApi([
      json(400, {
        message: "Please check the fields.",
        fieldErrors: { email: "Please enter a valid email." },
      }),
      json(503, { message: "Please try again in a minute." }),
    ]);
    const { user, navigate } = renderForm(fetchImpl);
    await fillDetails(user);
    await user.click(await timeButton("10:00"));
    expect(await screen.findByText("Please enter a valid email.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: texts.fieldLabels.email })).toHaveFocus();
    await user.click(await timeButton("10:00"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please try again in a minute.");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a lost connection says the form's failure and lets the family try again", async () => {
    const fetchImpl = vi.fn(async (...[url]: FetchArgs) => {
      if (String(url).startsWith("/api/slots")) return json(200, slotsAnswer);
      throw new TypeError("Failed to fetch");
    });
    const { user } = renderForm(fetchImpl);
    await fillDetails(user);
    await user.click(await timeButton("10:00"));
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.formTexts.failure);
    await act(async () => {});
    expect(await timeButton("10:00")).toBeEnabled();
  });
});
