// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "~/components/accordion";
import { enhanceAccordion } from "~/scripts/accordion";

const items = ["First", "Second", "Third"].map((title) => ({ title, content: <p>{`${title} answer`}</p> }));

const openStates = () => Array.from(document.querySelectorAll("details")).map((item) => item.open);

/** The toggle event is queued as a task after `open` changes. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Accordion (static HTML and app/scripts/accordion.ts)", () => {
  it("opens the first item; every answer is in the document; the items share one name", () => {
    render(<Accordion items={items} />);
    expect(openStates()).toEqual([true, false, false]);
    for (const title of ["First", "Second", "Third"]) {
      expect(screen.getByText(`${title} answer`)).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: title }).closest("summary")).not.toBeNull();
    }
    const names = new Set(
      Array.from(document.querySelectorAll("details")).map((item) => item.getAttribute("name")),
    );
    expect(names.size).toBe(1);
    expect([...names][0]).toMatch(/^[\w-]+$/);
  });

  it("opening one closes the other; clicking the open one closes it", async () => {
    const user = userEvent.setup();
    const { container } = render(<Accordion items={items} />);
    enhanceAccordion(container.querySelector<HTMLElement>("[data-accordion]")!);
    const summaryOf = (title: string) => screen.getByRole("heading", { name: title }).closest("summary")!;
    await user.click(summaryOf("Third"));
    await settled();
    expect(openStates()).toEqual([false, false, true]);
    await user.click(summaryOf("Third"));
    await settled();
    expect(openStates()).toEqual([false, false, false]);
    await user.click(summaryOf("Second"));
    await settled();
    expect(openStates()).toEqual([false, true, false]);
  });

  it("can start with every item closed", () => {
    render(<Accordion items={items} initiallyOpen={null} />);
    expect(openStates()).toEqual([false, false, false]);
  });

  it("gives two accordions on one page different names", () => {
    render(
      <>
        <Accordion items={items} />
        <Accordion items={items} />
      </>,
    );
    const names = new Set(
      Array.from(document.querySelectorAll("details")).map((item) => item.getAttribute("name")),
    );
    expect(names.size).toBe(2);
  });
});
