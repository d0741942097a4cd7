/**
 * Education-loan maths: the EMI formula, the three ways of handling the study
 * period (moratorium), and the interest that Section 80E lets you deduct.
 */

export type LoanMode = "full" | "simple" | "capitalised";
export const loanModes: readonly LoanMode[] = ["full", "simple", "capitalised"];

/** Monthly rate from an annual percentage: r = annual / 12 / 100. */
function monthlyRate(annualPercent: number): number {
  return annualPercent / 12 / 100;
}

/** EMI = P·r·(1+r)^n / ((1+r)^n − 1); with no interest, P / n. */
export function emi(principal: number, annualPercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = monthlyRate(annualPercent);
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

interface LoanInput {
  principal: number;
  annualPercent: number;
  /** Repayment period in years (EMIs). */
  tenureYears: number;
  mode: LoanMode;
  /** Moratorium: course length plus the grace period after it, in months. */
  moratoriumMonths: number;
}

interface LoanPayment {
  interest: number;
  principal: number;
}

export interface LoanResult {
  /** Paid each month while you study (the moratorium): the EMI (full), the interest (simple) or nothing. */
  studyPeriodPayment: number;
  /** Length of the moratorium in months. */
  studyPeriodMonths: number;
  /** The balance on which EMIs are worked out (grown by the interest in "capitalised" mode). */
  repaidPrincipal: number;
  emi: number;
  emiMonths: number;
  totalInterest: number;
  totalPaid: number;
  /** Every monthly payment, split into interest and principal, from the first payment. */
  schedule: readonly LoanPayment[];
}

function amortise(balance: number, annualPercent: number, months: number): LoanPayment[] {
  const r = monthlyRate(annualPercent);
  const payment = emi(balance, annualPercent, months);
  const schedule: LoanPayment[] = [];
  let left = balance;
  for (let month = 0; month < months; month += 1) {
    const interest = left * r;
    const principal = month === months - 1 ? left : payment - interest;
    schedule.push({ interest, principal });
    left -= principal;
  }
  return schedule;
}

/**
 * The three modes (the same as the Credila calculator's):
 * - full: EMIs on the loan from the first month, during studies too.
 * - simple: simple interest is paid every month during the moratorium, then EMIs on the loan.
 * - capitalised: nothing is paid during the moratorium; its simple interest is added to the loan (as
 *   Indian lenders usually do), then EMIs on the larger balance.
 * The whole loan is treated as paid out at the start, which slightly overstates the interest.
 */
export function loanEstimate({
  principal,
  annualPercent,
  tenureYears,
  mode,
  moratoriumMonths,
}: LoanInput): LoanResult {
  const emiMonths = Math.max(0, Math.round(tenureYears * 12));
  const studyMonths = Math.max(0, Math.round(moratoriumMonths));
  const r = monthlyRate(annualPercent);
  if (principal <= 0 || emiMonths === 0) {
    return {
      studyPeriodPayment: 0,
      studyPeriodMonths: studyMonths,
      repaidPrincipal: 0,
      emi: 0,
      emiMonths,
      totalInterest: 0,
      totalPaid: 0,
      schedule: [],
    };
  }

  const repaidPrincipal = mode === "capitalised" ? principal * (1 + r * studyMonths) : principal;
  const schedule: LoanPayment[] = [];
  if (mode === "simple") {
    for (let month = 0; month < studyMonths; month += 1)
      schedule.push({ interest: principal * r, principal: 0 });
  }
  schedule.push(...amortise(repaidPrincipal, annualPercent, emiMonths));
  const monthlyEmi = emi(repaidPrincipal, annualPercent, emiMonths);
  const totalPaid = schedule.reduce((sum, payment) => sum + payment.interest + payment.principal, 0);

  return {
    studyPeriodPayment: mode === "full" ? monthlyEmi : mode === "simple" ? principal * r : 0,
    studyPeriodMonths: studyMonths,
    repaidPrincipal,
    emi: monthlyEmi,
    emiMonths,
    totalInterest: totalPaid - principal,
    totalPaid,
    schedule,
  };
}

function sumInterest(payments: readonly LoanPayment[]): number {
  return payments.reduce((sum, payment) => sum + payment.interest, 0);
}

/**
 * Section 80E: interest paid in the first year of repayment and the 7 after it is deductible. The
 * window is counted as `years` × 12 months from the first interest payment. Interest that was added to
 * the loan during the moratorium is deductible only as it is paid within EMIs, which the schedule shows.
 */
export function deductibleInterest(schedule: readonly LoanPayment[], years: number): number {
  return sumInterest(schedule.slice(0, years * 12));
}

/** Tax saved at a slab rate (percent) on a deduction. */
export function taxSaving(deduction: number, slabPercent: number): number {
  return (deduction * slabPercent) / 100;
}
