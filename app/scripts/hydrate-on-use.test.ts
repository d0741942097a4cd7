// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import hydrateOnUse from "./hydrate-on-use";

/** An island holding a prerendered form: a text field, a select, a submit button. */
function island(): HTMLElement {
  document.body.innerHTML = `
    <astro-island ssr>
      <form action="/api/contact-form" method="post">
        <input name="firstName" value="" />
        <textarea name="comments">Default comments</textarea>
        <select name="office"><option value="">None</option><option value="guntur">Guntur</option></select>
        <button type="submit">Submit</button>
      </form>
    </astro-island>`;
  return document.querySelector("astro-island")!;
}

const field = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;

/**
 * A component's hydration as react-hook-form and an effect do it: the fields get the component's first
 * state at once (its empty values) and the comments again a little later (the effect); then it listens.
 */
function component() {
  const heard: string[] = [];
  const sent: string[] = [];
  const hydrate = vi.fn(async () => {
    field<HTMLInputElement>("[name=firstName]").value = "";
    field<HTMLSelectElement>("[name=office]").value = "";
    field<HTMLTextAreaElement>("[name=comments]").value = "Default comments";
    setTimeout(() => (field<HTMLTextAreaElement>("[name=comments]").value = "Default comments"));
    const form = field<HTMLFormElement>("form");
    form.addEventListener("input", (event) => heard.push((event.target as HTMLInputElement).value));
    form.addEventListener("change", (event) => heard.push((event.target as HTMLSelectElement).value));
    form.addEventListener("focusin", () => heard.push("focus"));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      sent.push(new FormData(form).get("firstName") as string);
    });
    document.querySelector("astro-island")!.removeAttribute("ssr");
  });
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return hydrate;
  });
  return { load, hydrate, arrive, heard, sent };
}

function type(target: HTMLInputElement | HTMLTextAreaElement, text: string) {
  target.value = text;
  target.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("hydrateOnUse", () => {
  beforeEach(() => {
    document.documentElement.removeAttribute("data-shared");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("loads nothing until the visitor reaches for the island", () => {
    const root = island();
    const { load } = component();
    hydrateOnUse(load, { value: "" }, root);
    expect(load).not.toHaveBeenCalled();
    field("[name=firstName]").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
  });

  it("loads at once when the document carries the island's mark", () => {
    const root = island();
    const { load } = component();
    document.documentElement.setAttribute("data-shared", "");
    hydrateOnUse(load, { value: "data-shared" }, root);
    expect(load).toHaveBeenCalledOnce();
  });

  it("keeps what was typed and chosen before the code arrived, and tells the component of it", async () => {
    const root = island();
    const { load, hydrate, arrive, heard } = component();
    hydrateOnUse(load, { value: "" }, root);
    const name = field<HTMLInputElement>("[name=firstName]");
    const comments = field<HTMLTextAreaElement>("[name=comments]");
    const office = field<HTMLSelectElement>("[name=office]");
    name.focus();
    type(name, "Lak");
    type(name, "Lakshmi");
    type(comments, "Masters in the USA");
    office.value = "guntur";
    office.dispatchEvent(new Event("change", { bubbles: true }));
    name.focus();
    name.setSelectionRange(3, 3);
    arrive();

    await vi.waitFor(() => expect(hydrate).toHaveBeenCalled());
    await vi.waitFor(() => expect(heard).toContain("guntur"));
    expect(name.value).toBe("Lakshmi");
    expect(comments.value, "not the effect's default").toBe("Masters in the USA");
    expect(office.value).toBe("guntur");
    expect(document.activeElement).toBe(name);
    expect(name.selectionStart).toBe(3);
    expect(heard).toEqual(["focus", "Lakshmi", "Masters in the USA", "guntur"]);
  });

  it("does not put back a field the visitor changed after the component took over", async () => {
    const root = island();
    const { load, hydrate, arrive } = component();
    hydrateOnUse(load, { value: "" }, root);
    const comments = field<HTMLTextAreaElement>("[name=comments]");
    type(comments, "Before");
    arrive();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalled());
    type(comments, "After");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(comments.value).toBe("After");
  });

  it("holds a form sent before the code arrived and sends it once the component works", async () => {
    const root = island();
    const { load, arrive, sent } = component();
    hydrateOnUse(load, { value: "" }, root);
    const name = field<HTMLInputElement>("[name=firstName]");
    type(name, "Lakshmi");
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    field("form").dispatchEvent(submit);
    expect(submit.defaultPrevented, "not posted as plain HTML").toBe(true);
    expect(sent).toEqual([]);
    arrive();
    await vi.waitFor(() => expect(sent).toEqual(["Lakshmi"]));
  });

  it("posts a held form as plain HTML when the code cannot be loaded", async () => {
    const root = island();
    const posted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    hydrateOnUse(load, { value: "" }, root);
    field("form").dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledOnce());
  });
});
