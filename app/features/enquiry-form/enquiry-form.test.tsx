// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../test/match-media";
import { enquiryResponses, formTexts, idempotencyHeader, messages } from "#contract/enquiry";
import { EnquiryForm, type EnquiryFormProps } from "./enquiry-form";
import { confirmationTexts } from "~/content/enquiry-form";

type FetchArgs = Parameters<typeof fetch>;

beforeEach(() => {
  stubMatchMedia();
  sessionStorage.clear();
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

/** A fetch whose answers the test releases one by one. */
function controlledFetch() {
  const pending: { resolve: (response: Response) => void; reject: (error: unknown) => void }[] = [];
  const fetchImpl = vi.fn(
    (..._args: FetchArgs) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    fetchImpl,
    answer(status: number, body: unknown) {
      act(() => pending.shift()?.resolve(new Response(JSON.stringify(body), { status })));
    },
    fail() {
      act(() => pending.shift()?.reject(new TypeError("Failed to fetch")));
    },
  };
}

function renderForm(props: Partial<EnquiryFormProps> & { fetchImpl: typeof fetch }, path = "/contact") {
  const user = userEvent.setup();
  const view = render(<EnquiryForm kind="contact" pagePath={path} {...props} />);
  return { user, ...view };
}

const field = (name: string) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole("button", { name: /submit/i });

async function fillValid(user: ReturnType<typeof userEvent.setup>, withComments = false) {
  await user.type(field("First name"), "  Sita ");
  await user.type(field("Last name"), "Rao");
  await user.type(field("Email"), "sita@example.org");
  await user.type(field("Phone"), "+91 98765 43210");
  if (withComments) await user.type(field("Comments"), "MS in Germany, 2027 intake");
}

function sentBody(fetchImpl: ReturnType<typeof vi.fn>, call = 0): Record<string, unknown> {
  const init = fetchImpl.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

function sentKey(fetchImpl: ReturnType<typeof vi.fn>, call = 0): string | null {
  const init = fetchImpl.mock.calls[call]?.[1] as RequestInit | undefined;
  return new Headers(init?.headers).get(idempotencyHeader);
}

describe("EnquiryForm markup", () => {
  it("posts natively without JavaScript: method, action, field names and the page path", () => {
    const { fetchImpl } = controlledFetch();
    const { container } = renderForm({ kind: "service", fetchImpl }, "/services");
    const form = screen.getByRole("form", { name: "Service enquiry form" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/service-form");
    const names = [...container.querySelectorAll("input, textarea")].map((element) =>
      element.getAttribute("name"),
    );
    expect(names).toEqual([
      "page",
      "pageLanguage",
      "language",
      "firstName",
      "lastName",
      "email",
      "phone",
      "comments",
      "website",
    ]);
    expect(container.querySelector('input[name="language"]')).toHaveValue("en");
    expect(container.querySelector('input[name="pageLanguage"]')).toHaveValue("en");
    expect(container.querySelector('input[name="page"]')).toHaveValue("/services");
  });

  it("labels every field, marks the required ones and sets input types and autocomplete", () => {
    const { fetchImpl } = controlledFetch();
    renderForm({ kind: "service", fetchImpl });
    expect(field("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(field("Last name")).toHaveAttribute("autocomplete", "family-name");
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Email")).toHaveAttribute("inputmode", "email");
    expect(field("Phone")).toHaveAttribute("type", "tel");
    expect(field("Phone")).toHaveAttribute("autocomplete", "tel");
    for (const label of ["First name", "Last name", "Email", "Phone"]) expect(field(label)).toBeRequired();
    expect(field("Comments")).not.toBeRequired();
  });

  it("hides the honeypot from assistive technology and the tab order", () => {
    const { fetchImpl } = controlledFetch();
    const { container } = renderForm({ fetchImpl });
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull();
  });

  it("names the form by its heading, and gives the contact form an optional purpose and message", () => {
    const { fetchImpl } = controlledFetch();
    renderForm({ heading: "Request a call back", fetchImpl });
    expect(screen.getByRole("form", { name: "Request a call back" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Comments")).toBeNull();
    expect(screen.getByRole("combobox", { name: /What would you like help with/ })).not.toBeRequired();
    expect(screen.getByRole("option", { name: "Mock visa interview" })).toBeInTheDocument();
    expect(field("Message")).not.toBeRequired();
  });

  it("offers an optional nearest office on both forms, every office once", () => {
    const { fetchImpl } = controlledFetch();
    renderForm({ kind: "service", fetchImpl });
    const office = screen.getByRole("combobox", { name: /Nearest office/ });
    expect(office).not.toBeRequired();
    expect(office).toHaveAttribute("name", "office");
    for (const name of ["Guntur", "Vijayawada", "Hyderabad", "Vishakapatnam"])
      expect(screen.getByRole("option", { name })).toBeInTheDocument();
  });

  it("says beside the submit button what sending means, with a link to the privacy notice", () => {
    const { fetchImpl } = controlledFetch();
    renderForm({ fetchImpl });
    expect(screen.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("preselects the purpose a link chose", async () => {
    window.history.replaceState(null, "", "/contact?help=mock-interview");
    try {
      const { fetchImpl } = controlledFetch();
      renderForm({ fetchImpl });
      await waitFor(() =>
        expect(screen.getByRole("combobox", { name: /What would you like help with/ })).toHaveValue(
          "mock-interview",
        ),
      );
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
});

describe("EnquiryForm focus", () => {
  it("leaves focus alone when the page loads", () => {
    const { fetchImpl } = controlledFetch();
    renderForm({ fetchImpl });
    expect(document.activeElement).toBe(document.body);
  });
});

describe("EnquiryForm validation", () => {
  it("shows each problem next to its field and focuses the first one", async () => {
    const { fetchImpl } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await user.type(field("Email"), "not-an-email");
    await user.type(field("Phone"), "12345");
    await user.click(submitButton());

    expect(await screen.findByText(messages.required("first name"))).toBeInTheDocument();
    expect(screen.getByText(messages.required("last name"))).toBeInTheDocument();
    expect(screen.getByText(messages.email)).toBeInTheDocument();
    expect(screen.getByText(messages.phone)).toBeInTheDocument();
    expect(field("First name")).toHaveFocus();
    expect(field("First name")).toHaveAttribute("aria-invalid", "true");
    expect(field("First name")).toHaveAccessibleDescription(messages.required("first name"));
    expect(field("Phone")).toHaveAccessibleDescription(messages.phone);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("clears an error once the field is corrected", async () => {
    const { fetchImpl } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await user.click(submitButton());
    await screen.findByText(messages.required("first name"));
    await user.type(field("First name"), "Sita");
    await waitFor(() => expect(screen.queryByText(messages.required("first name"))).toBeNull());
    expect(field("First name")).not.toHaveAttribute("aria-invalid");
  });
});

describe("EnquiryForm submission", () => {
  it("goes idle → submitting → idle, then toasts and shows a confirmation panel with the server's message", async () => {
    const { fetchImpl, answer } = controlledFetch();
    const { user } = renderForm({ kind: "service", fetchImpl }, "/services");
    await fillValid(user, true);
    await user.click(submitButton());

    const busy = await screen.findByRole("button", { name: formTexts.submitting });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("form")).toHaveAttribute("aria-busy", "true");

    expect(sentBody(fetchImpl)).toEqual({
      firstName: "Sita",
      lastName: "Rao",
      email: "sita@example.org",
      phone: "+91 98765 43210",
      language: "en",
      pageLanguage: "en",
      comments: "MS in Germany, 2027 intake",
      context: { page: "/services" },
    });

    answer(200, { message: "Thank you! A counsellor will call you within one working day." });
    expect(await screen.findByText(formTexts.success)).toBeInTheDocument();
    const panel = await screen.findByRole("region", { name: confirmationTexts.heading });
    expect(panel).toHaveTextContent("Thank you! A counsellor will call you within one working day.");
    expect(panel).toHaveTextContent(confirmationTexts.hours);
    await waitFor(() => expect(panel).toHaveFocus());
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("keeps the panel until Send another enquiry brings back an empty form", async () => {
    const { fetchImpl, answer } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    answer(201, { message: "Stored." });
    const panel = await screen.findByRole("region", { name: confirmationTexts.heading });
    expect(panel).toHaveTextContent("Stored.");
    await user.click(screen.getByRole("button", { name: confirmationTexts.sendAnother }));
    expect(screen.queryByRole("region", { name: confirmationTexts.heading })).toBeNull();
    for (const label of ["First name", "Last name", "Email", "Phone", "Message"])
      expect(field(label)).toHaveValue("");
    await waitFor(() => expect(field("First name")).toHaveFocus());
  });

  it("on a network failure toasts the error, keeps the fields and enables the button", async () => {
    const { fetchImpl, fail } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    fail();
    expect(await screen.findByText(formTexts.failure)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(field("Last name")).toHaveValue("Rao");
  });

  it("on a 503 toasts the error, enables the button, and shows the server's message under the service form", async () => {
    const { fetchImpl, answer } = controlledFetch();
    const { user } = renderForm({ kind: "service", fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    answer(503, { message: "Please try again in a minute." });
    expect(await screen.findByText(formTexts.failure)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByText("Please try again in a minute.")).toBeInTheDocument();
  });

  it("on a 429 shows the server's message, naming the office's phones, under the contact form as well as the toast", async () => {
    const { fetchImpl, answer } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    const refusal = enquiryResponses.senderLimitReached("+91 40 1234 5678", "+91 98765 43210");
    answer(429, { message: refusal });
    expect(await screen.findByText(formTexts.failure)).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(field("Last name")).toHaveValue("Rao");
  });

  it("on a network failure says so under the service form as well as in the toast", async () => {
    const { fetchImpl, fail } = controlledFetch();
    const { user } = renderForm({ kind: "service", fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    fail();
    await waitFor(() => expect(screen.getAllByText(formTexts.failure)).toHaveLength(2));
  });

  it("marks the fields a 400 names and focuses the first", async () => {
    const { fetchImpl, answer } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    answer(400, { message: "Invalid", fieldErrors: { phone: "Phone rejected", email: "Email rejected" } });
    expect(await screen.findByText("Email rejected")).toBeInTheDocument();
    expect(screen.getByText("Phone rejected")).toBeInTheDocument();
    expect(await screen.findByText(formTexts.failure)).toBeInTheDocument();
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(field("Email")).toHaveFocus());
  });

  it("sends one request for a double click", async () => {
    const { fetchImpl, answer } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await fillValid(user);
    await user.dblClick(submitButton());
    await screen.findByRole("button", { name: formTexts.submitting });
    answer(200, { message: "ok" });
    await screen.findByText(formTexts.success);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("reuses the idempotency key on retry and makes a new one after success", async () => {
    const { fetchImpl, answer, fail } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    fail();
    await screen.findByText(formTexts.failure);
    await user.click(submitButton());
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    expect(sentKey(fetchImpl, 1)).toBe(sentKey(fetchImpl, 0));
    answer(200, { message: "ok" });
    await screen.findByText(formTexts.success);
    await user.click(screen.getByRole("button", { name: confirmationTexts.sendAnother }));

    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(3));
    expect(sentKey(fetchImpl, 2)).not.toBe(sentKey(fetchImpl, 0));
    expect(sentKey(fetchImpl, 2)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes a new key when the visitor changes the form before retrying", async () => {
    const { fetchImpl, fail } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    fail();
    await screen.findByText(formTexts.failure);
    await user.type(field("Last name"), "mayya");
    await user.click(submitButton());
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    expect(sentKey(fetchImpl, 1)).not.toBe(sentKey(fetchImpl, 0));
  });

  it("sends the tab's first utm parameters and the referrer as context", async () => {
    sessionStorage.setItem("enquiry:first-utm", JSON.stringify({ source: "newsletter", campaign: "fall" }));
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://www.google.com/");
    const { fetchImpl } = controlledFetch();
    const { user } = renderForm({ fetchImpl });
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchImpl).context).toEqual({
      page: "/contact",
      referrer: "https://www.google.com/",
      utm: { source: "newsletter", campaign: "fall" },
    });
  });

  it("passes a filled honeypot on to the server", async () => {
    const { fetchImpl } = controlledFetch();
    const { user, container } = renderForm({ fetchImpl });
    await fillValid(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error("honeypot missing");
    await user.type(honeypot, "https://spam.example");
    await user.click(submitButton());
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchImpl).website).toBe("https://spam.example");
  });
});

describe("EnquiryForm defaultComments", () => {
  it("fills comments and follows a new value", () => {
    const { fetchImpl } = controlledFetch();
    const { rerender } = renderForm({ kind: "service", defaultComments: "Estimate: ₹20 lakh", fetchImpl });
    expect(field("Comments")).toHaveValue("Estimate: ₹20 lakh");
    rerender(
      <EnquiryForm
        kind="service"
        pagePath="/contact"
        defaultComments="Estimate: ₹35 lakh"
        fetchImpl={fetchImpl}
      />,
    );
    expect(field("Comments")).toHaveValue("Estimate: ₹35 lakh");
  });
});

describe("EnquiryForm toaster", () => {
  it("renders one toaster for two forms on a page, once the first toast is due", async () => {
    const { fetchImpl, answer } = controlledFetch();
    const user = userEvent.setup();
    render(
      <>
        <EnquiryForm kind="contact" pagePath="/services" idPrefix="a" fetchImpl={fetchImpl} />
        <EnquiryForm kind="service" pagePath="/services" idPrefix="b" fetchImpl={fetchImpl} />
      </>,
    );
    const [first] = screen.getAllByLabelText("First name");
    if (!first) throw new Error("missing field");
    await user.type(first, "Sita");
    await user.type(screen.getAllByLabelText("Last name")[0] as HTMLElement, "Rao");
    await user.type(screen.getAllByLabelText("Email")[0] as HTMLElement, "sita@example.org");
    await user.type(screen.getAllByLabelText("Phone")[0] as HTMLElement, "9876543210");
    await user.click(screen.getAllByRole("button", { name: /submit/i })[0] as HTMLElement);
    answer(200, { message: "ok" });
    expect(await screen.findAllByText(formTexts.success)).toHaveLength(1);
    expect(document.querySelectorAll("[data-rht-toaster]")).toHaveLength(1);
  });
});
