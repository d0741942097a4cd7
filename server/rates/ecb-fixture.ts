/** The European Central Bank's daily reference-rate XML, as it publishes it, for tests (no test asks the ECB). */
export interface EcbDay {
  date: string;
  /** Units of each currency per euro. */
  perEuro: Record<string, number>;
}

/** A day's rates near late-2026 levels: about ₹89 per dollar. */
export const sampleDay: EcbDay = {
  date: "2026-11-26",
  perEuro: { USD: 1.0531, JPY: 162.14, GBP: 0.8351, CAD: 1.4712, INR: 89.235, CHF: 0.9322 },
};

export function ecbXml(day: EcbDay = sampleDay): string {
  const rates = Object.entries(day.perEuro)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${day.date}'>
${rates}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}

/** A day whose rupee rates are `factor` times the given ones (e.g. 1.01: the rupee 1 % weaker). */
export function dayNear(
  rates: { inrPer: Record<"GBP" | "USD" | "CAD" | "EUR", number> },
  date: string,
  factor = 1,
): EcbDay {
  const inr = rates.inrPer.EUR * factor;
  return {
    date,
    perEuro: {
      USD: inr / (rates.inrPer.USD * factor),
      GBP: inr / (rates.inrPer.GBP * factor),
      CAD: inr / (rates.inrPer.CAD * factor),
      JPY: 162.14,
      INR: inr,
    },
  };
}

/** The day `days` after `date` (YYYY-MM-DD). */
export function dayAfter(date: string, days = 1): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
