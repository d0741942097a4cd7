// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SelectField, TextField } from "./field";

describe("Field", () => {
  it("names the control by its label and describes it by its hint and error", () => {
    render(
      <TextField id="email" label="Email" hint="We reply within a day" error="Enter an email" required />,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("We reply within a day Enter an email");
  });

  it("is not marked invalid and shows the optional note when there is no error and it is not required", () => {
    render(<TextField id="note" label="Note" optionalNote="Optional" />);
    const input = screen.getByRole("textbox", { name: "Note" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.getByText("Optional")).toBeInTheDocument();
  });

  it("passes the chosen option's value on from a select", async () => {
    const chosen: string[] = [];
    render(
      <SelectField
        id="country"
        label="Country"
        value="uk"
        options={[
          { value: "uk", label: "UK" },
          { value: "usa", label: "USA" },
        ]}
        onChange={(value) => chosen.push(value)}
      />,
    );
    await userEvent.setup().selectOptions(screen.getByRole("combobox", { name: "Country" }), "USA");
    expect(chosen).toEqual(["usa"]);
  });
});
