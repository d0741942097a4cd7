// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  callbackSlotLabels,
  enquiryLanguageLabels,
  enquiryOfficeLabels,
  enquiryResponses,
  fieldLabels,
  formTexts,
  idempotencyHeader,
  messages,
} from "#contract/enquiry";
import { callBackForm } from "~/content/contact-bar";
import { CallbackForm } from "./callback-form";

type FetchArgs = Parameters<typeof fetch>;

beforeEach(() => {
  sessionStorage.clear();
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

function renderForm(fetchImpl: typeof fetch, onDone?: () => void) {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="title">{callBackForm.heading}</h2>
      <CallbackForm
        pagePath="/study-in-uk"
        idPrefix="test"
        labelledBy="title"
        onDone={onDone}
        fetchImpl={fetchImpl}
      />
    </>,
  );
  return user;
}

const submit = () => screen.getByRole("button", { name: callBackForm.submitLabel });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(fieldLabels.name), " Lakshmi ");
  await user.type(screen.getByLabelText(fieldLabels.phone), "98765 43210");
  await user.selectOptions(screen.getByLabelText(fieldLabels.slot), callbackSlotLabels["tomorrow-evening"]);
  await user.click(screen.getByRole("radio", { name: enquiryLanguageLabels.te }));
}

function sent(fetchImpl: ReturnType<typeof vi.fn>, call = 0) {
  const [url, init] = fetchImpl.mock.calls[call] as FetchArgs;
  return {
    url: String(url),
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    key: new Headers(init?.headers).get(idempotencyHeader),
  };
}

describe("the call-back form", () => {
  it("is named by its heading, starts in the page's language with no time chosen", () => {
    renderForm(controlledFetch().fetchImpl);
    expect(screen.getByRole("form", { name: callBackForm.heading })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: enquiryLanguageLabels.en }).checked).toBe(
      true,
    );
    expect(screen.getByLabelText<HTMLSelectElement>(fieldLabels.slot).value).toBe("");
    // Without JavaScript the form posts to the call-back route.
    expect(screen.getByRole("form").getAttribute("action")).toBe("/api/callback");
  });

  it("has the page's language checked in its prerendered HTML, so a post without JavaScript sends it", () => {
    const html = renderToStaticMarkup(
      <CallbackForm pagePath="/te/contact" idPrefix="prerendered" language="te" />,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const checked = [...page.querySelectorAll<HTMLInputElement>('input[name="language"]')]
      .filter((radio) => radio.defaultChecked)
      .map((radio) => radio.value);
    expect(checked).toEqual(["te"]);
  });

  it("shows the schema's messages and sends nothing when fields are missing", async () => {
    const { fetchImpl } = controlledFetch();
    const user = renderForm(fetchImpl);
    await user.click(submit());
    expect(await screen.findByText(messages.slot)).toBeTruthy();
    expect(screen.getByLabelText(fieldLabels.name).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText(fieldLabels.name));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("sends name, phone, slot, language and the page with an idempotency key, then shows the server's message", async () => {
    const server = controlledFetch();
    const onDone = vi.fn();
    const user = renderForm(server.fetchImpl, onDone);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(formTexts.submitting)).toBeTruthy();
    const request = sent(server.fetchImpl);
    expect(request.url).toBe("/api/callback");
    expect(request.body).toEqual({
      name: "Lakshmi",
      phone: "98765 43210",
      slot: "tomorrow-evening",
      language: "te",
      pageLanguage: "en",
      context: { page: "/study-in-uk" },
    });
    expect(request.key).toMatch(/^[0-9a-f-]{36}$/);

    const message = enquiryResponses.callbackAccepted("Lakshmi", "tomorrow-evening");
    server.answer(201, { message });
    const panel = await screen.findByText(message);
    expect(document.activeElement?.contains(panel)).toBe(true);
    await user.click(screen.getByRole("button", { name: callBackForm.doneButton }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("sends the nearest office when the person chose one", async () => {
    const server = controlledFetch();
    const user = renderForm(server.fetchImpl);
    await fillValid(user);
    const office = screen.getByRole("combobox", { name: new RegExp(fieldLabels.office) });
    expect(office).not.toBeRequired();
    await user.selectOptions(office, enquiryOfficeLabels.guntur);
    await user.click(submit());
    await screen.findByText(formTexts.submitting);
    expect(sent(server.fetchImpl).body).toMatchObject({ office: "guntur" });
  });

  it("keeps the idempotency key for a retry of the same request after a network failure", async () => {
    const server = controlledFetch();
    const user = renderForm(server.fetchImpl);
    await fillValid(user);
    await user.click(submit());
    server.fail();
    expect(await screen.findByText(formTexts.failure)).toBeTruthy();
    await user.click(submit());
    await vi.waitFor(() => expect(server.fetchImpl).toHaveBeenCalledTimes(2));
    expect(sent(server.fetchImpl, 1).key).toBe(sent(server.fetchImpl, 0).key);
  });

  it("marks the fields a 400 answer names", async () => {
    const server = controlledFetch();
    const user = renderForm(server.fetchImpl);
    await fillValid(user);
    await user.click(submit());
    server.answer(400, { message: "Invalid", fieldErrors: { phone: messages.phone } });
    expect(await screen.findByText(messages.phone)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(fieldLabels.phone));
    expect(await screen.findByText(formTexts.failure)).toBeTruthy();
  });
});
