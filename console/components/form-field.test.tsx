// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";

describe("FormField", () => {
  it("names the control by its label and describes it by its help, then its problem", () => {
    render(
      <FormField id="template-body" label="Message" help="Placeholders: {name}" error="Please write it.">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const message = screen.getByRole("textbox", { name: "Message" });
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAccessibleDescription("Placeholders: {name} Please write it.");
  });

  it("neither marks nor describes a control with no help and no problem", () => {
    render(
      <FormField id="invite-role" label="Role" error={undefined}>
        {(control) => (
          <select {...control}>
            <option>Counsellor</option>
          </select>
        )}
      </FormField>,
    );
    const role = screen.getByRole("combobox", { name: "Role" });
    expect(role).not.toHaveAttribute("aria-invalid");
    expect(role).not.toHaveAttribute("aria-describedby");
  });

  it("describes a control by its help alone while there is no problem", () => {
    render(
      <FormField id="note" label="Note" help="Seen by the team only." error="">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const note = screen.getByRole("textbox", { name: "Note" });
    expect(note).not.toHaveAttribute("aria-invalid");
    expect(note).toHaveAccessibleDescription("Seen by the team only.");
  });
});
