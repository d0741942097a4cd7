import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatMoney } from "~/content/countries/format";
import { type Estimate, lineInLocal } from "./estimate";
import { DataTable, dataCellClasses } from "~/components/data-table";

interface BreakdownTableProps {
  estimate: Estimate;
  id: string;
}

const pad = dataCellClasses(true);
const cell = `${pad} text-right whitespace-nowrap`;

/** Every cost line per year, in the destination currency, with totals in both currencies. */
export function BreakdownTable({ estimate, id }: BreakdownTableProps) {
  const { lines, years, total, currency, input, partTime } = estimate;
  const local = (value: number) => formatMoney(value, currency);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

  return (
    <div id={id} className="scroll-mt-24">
      <h3 className="text-lg font-bold text-ink print:text-sm">{text.breakdownHeading}</h3>
      <div className="mt-3 print:mt-0">
        <DataTable
          label={text.breakdownCaption}
          minWidth="min-w-[30rem]"
          compact
          columns={[
            { label: text.columns.item },
            ...years.map((year) => ({ label: text.columns.year(year.year), align: "right" as const })),
            { label: text.columns.total, align: "right" },
            { label: text.columns.inr, align: "right" },
          ]}
        >
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => {
              const amounts = lineInLocal(line, input.fx);
              const lineTotal = sum(amounts);
              return (
                <tr key={line.id}>
                  <th
                    scope="row"
                    className={`${pad} min-w-40 text-left font-medium text-ink sm:min-w-56 print:min-w-0`}
                  >
                    {line.label}
                    {line.note ? (
                      <span className="block text-xs font-normal text-ink-muted print:hidden">
                        {line.note}
                      </span>
                    ) : null}
                  </th>
                  {amounts.map((amount, index) => (
                    <td key={index} className={`${cell} text-ink-muted`}>
                      {amount > 0 ? local(amount) : "–"}
                    </td>
                  ))}
                  <td className={`${cell} font-semibold text-ink`}>{local(lineTotal)}</td>
                  <td className={`${cell} text-ink`}>{formatMoney(lineTotal * input.fx, "INR")}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-bold text-ink">
            <tr>
              <th scope="row" className={`${pad} text-left`}>
                {text.totalRow}
              </th>
              {years.map((year) => (
                <td key={year.year} className={cell}>
                  {local(year.total.local)}
                </td>
              ))}
              <td className={cell}>{local(total.local)}</td>
              <td className={cell}>{formatMoney(total.inr, "INR")}</td>
            </tr>
            {partTime.total.local > 0 ? (
              <tr className="font-medium text-emerald-800">
                <th scope="row" className={`${pad} text-left font-medium`}>
                  {text.partTimeRow}
                </th>
                {partTime.perYear.map((amount, index) => (
                  <td key={index} className={cell}>
                    −{local(amount)}
                  </td>
                ))}
                <td className={cell}>−{local(partTime.total.local)}</td>
                <td className={cell}>−{formatMoney(partTime.total.inr, "INR")}</td>
              </tr>
            ) : null}
          </tfoot>
        </DataTable>
      </div>
    </div>
  );
}
