import { officeLabels, offices } from "#contract/staff";

/** The offices as a select's options, each by its name, in the order the contract lists them. */
export function OfficeOptions() {
  return (
    <>
      {offices.map((office) => (
        <option key={office} value={office}>
          {officeLabels[office]}
        </option>
      ))}
    </>
  );
}
