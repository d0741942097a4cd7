// @vitest-environment jsdom
/**
 * The forms and the server's proof-of-work challenge (docs/enquiries.md, "Floods"): the widget is loaded
 * only after a 428 asks for it, and the same enquiry (same body, same Idempotency-Key) goes again with
 * the solution.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../test/match-media";
import {
  challengeHeader,
  challengeRequiredStatus,
  enquiryResponses,
  formTexts,
  idempotencyHeader,
} from "#contract/enquiry";
import { confirmationTexts } from "~/content/enquiry-form";
import { EnquiryForm } from "./enquiry-form";

const solver = vi.hoisted(() => ({
  solveChallenge: vi.fn<(challenge: unknown) => Promise<string | null>>(),
}));
vi.mock("./challenge-widget", () => solver);

/** The server's 428 message, naming the office's phones for when the check cannot be done. */
const phones = "+91 40 1234 5678";
const whatsapp = "+91 98765 43210";
const challengeMessage = enquiryResponses.challengeRequired(phones, whatsapp);

type FetchArgs = Parameters<typeof fetch>;

beforeEach(() => {
  stubMatchMedia();
  sessionStorage.clear();
  solver.solveChallenge.mockReset();
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

const challenge = { parameters: { algorithm: "PBKDF2/SHA-256", nonce: "n" }, signature: "s" };

/** A fetch answering in turn with the given statuses and bodies. */
function answers(...replies: [number, unknown][]) {
  return vi.fn(async (..._args: FetchArgs) => {
    const [status, body] = replies.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status });
  });
}

const headerOf = (fetchImpl: ReturnType<typeof answers>, call: number, name: string) =>
  new Headers((fetchImpl.mock.calls[call]?.[1] as RequestInit | undefined)?.headers).get(name);
const bodyOf = (fetchImpl: ReturnType<typeof answers>, call: number) =>
  (fetchImpl.mock.calls[call]?.[1] as RequestInit | undefined)?.body;

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("First name"), "Sita");
  await user.type(screen.getByLabelText("Last name"), "Rao");
  await user.type(screen.getByLabelText("Email"), "sita@example.org");
  await user.type(screen.getByLabelText("Phone"), "+91 98765 43210");
  await user.click(screen.getByRole("button", { name: /submit/i }));
}

describe("a form asked for a challenge", () => {
  it("loads the widget, says it is checking, and sends the same enquiry again with the solution", async () => {
    let release: (payload: string) => void = () => {};
    solver.solveChallenge.mockImplementation(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const fetchImpl = answers(
      [challengeRequiredStatus, { message: challengeMessage, challenge }],
      [201, { message: enquiryResponses.accepted("Sita") }],
    );
    render(<EnquiryForm kind="contact" pagePath="/contact" fetchImpl={fetchImpl} />);
    await fillAndSend();

    expect(await screen.findByRole("button", { name: enquiryResponses.challengeSolving })).toBeDisabled();
    expect(solver.solveChallenge).toHaveBeenCalledWith(challenge);
    act(() => release("solved-payload"));

    const panel = await screen.findByRole("region", { name: confirmationTexts.heading });
    expect(panel).toHaveTextContent(enquiryResponses.accepted("Sita"));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(headerOf(fetchImpl, 0, challengeHeader)).toBeNull();
    expect(headerOf(fetchImpl, 1, challengeHeader)).toBe("solved-payload");
    expect(headerOf(fetchImpl, 1, idempotencyHeader)).toBe(headerOf(fetchImpl, 0, idempotencyHeader));
    expect(bodyOf(fetchImpl, 1)).toBe(bodyOf(fetchImpl, 0));
  });

  it("never loads the widget when no challenge is asked for", async () => {
    const fetchImpl = answers([201, { message: enquiryResponses.accepted("Sita") }]);
    render(<EnquiryForm kind="contact" pagePath="/contact" fetchImpl={fetchImpl} />);
    await fillAndSend();
    await screen.findByRole("region", { name: confirmationTexts.heading });
    expect(solver.solveChallenge).not.toHaveBeenCalled();
  });

  it("shows the server's message with the office's phones under the contact form, and the toast, when the check fails", async () => {
    solver.solveChallenge.mockResolvedValueOnce(null);
    const fetchImpl = answers([challengeRequiredStatus, { message: challengeMessage, challenge }]);
    render(<EnquiryForm kind="contact" pagePath="/contact" fetchImpl={fetchImpl} />);
    await fillAndSend();
    const message = await screen.findByText(challengeMessage);
    expect(message).toHaveTextContent(phones);
    expect(message).toHaveTextContent(whatsapp);
    expect(await screen.findByText(formTexts.failure)).toBeInTheDocument();
  });

  it("gives up with the error when the challenge cannot be solved, or a second one comes", async () => {
    solver.solveChallenge.mockResolvedValueOnce(null);
    const fetchImpl = answers([challengeRequiredStatus, { message: challengeMessage, challenge }]);
    render(<EnquiryForm kind="service" pagePath="/services" fetchImpl={fetchImpl} />);
    await fillAndSend();
    expect(await screen.findByText(challengeMessage)).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    solver.solveChallenge.mockResolvedValueOnce("stale-payload");
    fetchImpl.mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: challengeMessage, challenge }), {
          status: challengeRequiredStatus,
        }),
    );
    await userEvent.setup().click(screen.getByRole("button", { name: /submit/i }));
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(3));
    expect(await screen.findByRole("button", { name: /submit/i })).toBeEnabled();
    expect(screen.getByText(challengeMessage)).toBeInTheDocument();
    expect(screen.queryByText(formTexts.success)).toBeNull();
  });
});
