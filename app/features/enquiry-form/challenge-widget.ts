/**
 * Solves the server's proof-of-work challenge with the self-hosted ALTCHA widget (docs/enquiries.md,
 * "Floods"). Loaded only when a form's answer asks for a challenge. The widget is invisible (the form
 * says what is happening, in the page's language), calls no third party and collects nothing: its
 * pointer and scroll collection is switched off. `altcha/external` is the build without inline workers
 * (the pages' Content-Security-Policy would block them); its PBKDF2 worker is a file of the site.
 */
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import type { EnquiryChallengeRequired } from "#contract/enquiry-fields";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

/** Give up after this long: the form then says the enquiry was not sent, and the visitor may try again. */
const SOLVE_TIMEOUT_MS = 60_000;

/** The widget's payload for the `altcha` header, or null when the challenge could not be solved. */
export async function solveChallenge(
  challenge: EnquiryChallengeRequired["challenge"],
): Promise<string | null> {
  const widget = document.createElement("altcha-widget");
  const loaded = new Promise<void>((resolve) =>
    widget.addEventListener("load", () => resolve(), { once: true }),
  );
  widget.setAttribute("display", "invisible");
  widget.setAttribute("auto", "off");
  document.body.append(widget);
  try {
    await loaded;
    await widget.configure({
      // The server's own challenge object (its parameters and signature), never a URL to fetch.
      challenge: challenge as Parameters<typeof widget.configure>[0]["challenge"],
      humanInteractionSignature: false,
      hideLogo: true,
      hideFooter: true,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), SOLVE_TIMEOUT_MS);
    });
    const result = await Promise.race([widget.verify(), timeout]);
    clearTimeout(timer);
    return result?.payload ?? null;
  } finally {
    widget.remove();
  }
}
