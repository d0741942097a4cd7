// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "~/components/accordion";
import { enhanceAccordion } from "~/scripts/accordion";

const items = ["First", "Second", "Third"].map((title) => ({ title, content: <p>{`${title} answer`}</p> }));

const expanded = () => screen.getAllByRole("button").map((button) => button.getAttribute("aria-expanded"));

describe("Accordion (static HTML and app/scripts/accordion.ts)", () => {
  it("opens the first item and keeps closed answers in the document, hidden", () => {
    render(<Accordion items={items} />);
    expect(expanded()).toEqual(["true", "false", "false"]);
    expect(screen.getByText("First answer")).toBeVisible();
    expect(screen.getByText("Second answer")).not.toBeVisible();
    for (const button of screen.getAllByRole("button")) {
      const panel = document.getElementById(button.getAttribute("aria-controls")!);
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
    }
  });

  it("opening one closes the other; clicking the open one closes it", async () => {
    const user = userEvent.setup();
    const { container } = render(<Accordion items={items} />);
    enhanceAccordion(container.querySelector<HTMLElement>("[data-accordion]")!);
    await user.click(screen.getByRole("button", { name: "Third" }));
    expect(expanded()).toEqual(["false", "false", "true"]);
    await user.click(screen.getByRole("button", { name: "Third" }));
    expect(expanded()).toEqual(["false", "false", "false"]);
    await user.click(screen.getByRole("button", { name: "Second" }));
    expect(expanded()).toEqual(["false", "true", "false"]);
  });

  it("can start with every item closed", () => {
    render(<Accordion items={items} initiallyOpen={null} />);
    expect(expanded()).toEqual(["false", "false", "false"]);
  });
});
