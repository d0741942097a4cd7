// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSyncExternalStore } from "react";
import { describe, expect, it, vi } from "vitest";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatMoney } from "~/content/countries/format";
import { CostCalculator } from "./cost-calculator";
import { calculate } from "./estimate";
import { defaultInput } from "./inputs";
import { pendingAttribute } from "./pending";

/** The page's query as the calculator left it (it replaces the history entry, so no event fires). */
function Search() {
  const search = useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, 10);
      return () => clearInterval(timer);
    },
    () => window.location.search,
  );
  return <output aria-label="search">{search}</output>;
}

function renderAt(url: string, onRequestPlan = vi.fn()) {
  window.history.replaceState(null, "", url);
  render(
    <>
      <CostCalculator onRequestPlan={onRequestPlan} />
      <Search />
    </>,
  );
  return onRequestPlan;
}

const totalText = () => screen.getByText(text.totalLabel).nextElementSibling?.textContent ?? "";

describe("CostCalculator", () => {
  it("reads its inputs from the URL query", () => {
    renderAt("/cost-calculator?country=germany&level=ug");
    expect(screen.getByLabelText(text.labels.country)).toHaveValue("germany");
    expect(screen.getByRole("radio", { name: text.levelOptions.ug })).toBeChecked();
    const expected = calculate({ ...defaultInput, country: "germany", level: "ug" });
    expect(totalText()).toContain(formatMoney(expected.total.inr, "INR"));
    expect(screen.getByText(/Blocked account: 1 year at €992/)).toBeInTheDocument();
  });

  it("writes each change to the query and recomputes at once", async () => {
    const user = userEvent.setup();
    renderAt("/cost-calculator");
    const tuition = screen.getByLabelText(text.labels.tuition("£"));
    await user.clear(tuition);
    await user.type(tuition, "30000");
    expect(totalText()).toContain(
      formatMoney(calculate({ ...defaultInput, tuition: 30_000 }).total.inr, "INR"),
    );
    expect(screen.getByLabelText("search")).toHaveTextContent("?tuition=30000");

    await user.click(screen.getByRole("radio", { name: text.livingOptions.studio }));
    expect(screen.getByRole("radio", { name: text.livingOptions.studio })).toBeChecked();
    expect(screen.getByLabelText("search")).toHaveTextContent("living=studio");
  });

  it("shows the family field only where the rules depend on it", async () => {
    const user = userEvent.setup();
    renderAt("/cost-calculator");
    expect(screen.queryByLabelText(text.labels.family)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(text.labels.country), "canada");
    expect(screen.getByLabelText(text.labels.family)).toBeInTheDocument();
  });

  it("keeps the funds to show in their own labelled panel", () => {
    renderAt("/cost-calculator");
    const funds = screen.getByRole("region", { name: text.fundsHeading });
    expect(within(funds).getByText(text.fundsTotal)).toBeInTheDocument();
    // The default UK master's: £24,000 tuition plus 9 months at the London rate of £1,529.
    expect(within(funds).getByText("£37,761")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: text.spendHeading })).not.toBe(funds);
  });

  it("hands a text summary to Get a detailed plan", async () => {
    const user = userEvent.setup();
    const onRequestPlan = renderAt("/cost-calculator?country=usa");
    await user.click(screen.getByRole("button", { name: text.planButton }));
    expect(onRequestPlan).toHaveBeenCalledOnce();
    expect(onRequestPlan.mock.calls[0]?.[0]).toContain("Destination: United States");
  });

  it("lets a shared link's estimate show once it is the one on screen", async () => {
    document.documentElement.setAttribute(pendingAttribute, "");
    renderAt("/cost-calculator?country=ireland&level=ug");
    const expected = calculate({ ...defaultInput, country: "ireland", level: "ug" });
    expect(totalText()).toContain(formatMoney(expected.total.inr, "INR"));
    await waitFor(() => expect(document.documentElement.hasAttribute(pendingAttribute)).toBe(false));
  });
});
