import { calculatorText as text } from "~/content/countries/calculator-text";
import type { ExchangeRates } from "~/content/countries/exchange-rates";
import {
  currencySymbol,
  formatDate,
  formatFigure,
  formatMoneyWithInr,
  formatMoney,
} from "~/content/countries/format";
import { departureAirports } from "~/content/countries/india";
import type { Level, LivingStyle } from "~/content/countries/types";
import { ChoiceField } from "./choice-field";
import { FieldGroup } from "./field-group";
import { calculatorCountries, countryCodes, factsFor } from "./countries";
import { type CalculatorInput, familyCounts, limits, type ResolvedInput, type Trip } from "./inputs";
import { NumberField } from "./number-field";
import { SelectField } from "~/components/field";

interface CalculatorFormProps {
  /** The inputs with every default filled in. */
  input: ResolvedInput;
  /** The dated rates in use (the rate field's hint gives their date and source). */
  rates: ExchangeRates;
  onChange: (patch: Partial<CalculatorInput>) => void;
}

const levels: readonly Level[] = ["ug", "pg", "phd"];
const livingStyles: readonly LivingStyle[] = ["shared", "studio"];
const trips: readonly Trip[] = ["oneway", "return"];

/** Every input of the calculator, labelled, in three groups. Changes go straight to the URL state. */
export function CalculatorForm({ input, rates, onChange }: CalculatorFormProps) {
  const facts = factsFor(input.country);
  const symbol = currencySymbol(facts.currency);
  const bands = facts.costs.tuition[input.level];
  const band = input.tuitionBand.annual;
  const money = (value: number) => formatMoney(value, facts.currency);
  const inRupees = (value: number) => formatMoneyWithInr(value, facts.currency, input.fx);

  return (
    <form className="space-y-5" onSubmit={(event) => event.preventDefault()} aria-label={text.inputsHeading}>
      <FieldGroup legend={text.groups.course}>
        <SelectField
          id="calc-country"
          label={text.labels.country}
          value={input.country}
          options={countryCodes.map((code) => ({ value: code, label: factsFor(code).name }))}
          onChange={(country) => onChange({ country })}
        />
        <SelectField
          id="calc-city"
          label={text.labels.city}
          value={input.city}
          options={facts.costs.cityBands.map((cityBand) => ({ value: cityBand.id, label: cityBand.label }))}
          onChange={(city) => onChange({ city })}
        />
        <ChoiceField
          name="calc-level"
          legend={text.labels.level}
          value={input.level}
          options={levels.map((level) => ({ value: level, label: text.levelOptions[level] }))}
          onChange={(level) => onChange({ level })}
        />
        <NumberField
          id="calc-months"
          label={text.labels.months}
          value={input.months}
          min={limits.months.min}
          max={limits.months.max}
          hint={text.hints.months}
          onChange={(months) => onChange({ months })}
        />
      </FieldGroup>

      <FieldGroup legend={text.groups.costs}>
        {bands.length > 1 ? (
          <SelectField
            id="calc-band"
            label={text.labels.band}
            value={input.band}
            options={bands.map((item) => ({ value: item.id, label: item.label }))}
            onChange={(value) => onChange({ band: value })}
            className="sm:col-span-2"
          />
        ) : null}
        <NumberField
          id="calc-tuition"
          label={text.labels.tuition(symbol)}
          value={input.tuition}
          min={limits.money.min}
          max={limits.money.max}
          step={100}
          hint={text.hints.tuition(`${money(band.min)} – ${money(band.max)}`)}
          echo={inRupees}
          onChange={(tuition) => onChange({ tuition })}
        />
        <NumberField
          id="calc-scholarship"
          label={text.labels.scholarship(symbol)}
          value={input.scholarship}
          min={limits.money.min}
          max={limits.money.max}
          step={100}
          echo={inRupees}
          onChange={(scholarship) => onChange({ scholarship: scholarship ?? 0 })}
        />
        <NumberField
          id="calc-deposit"
          label={text.labels.deposit(symbol)}
          value={input.deposit}
          min={limits.money.min}
          max={limits.money.max}
          step={100}
          hint={text.hints.deposit}
          echo={inRupees}
          onChange={(deposit) => onChange({ deposit: deposit ?? 0 })}
        />
        <ChoiceField
          name="calc-living"
          legend={text.labels.living}
          value={input.living}
          options={livingStyles.map((style) => ({ value: style, label: text.livingOptions[style] }))}
          onChange={(living) => onChange({ living })}
        />
      </FieldGroup>

      <FieldGroup legend={text.groups.extras}>
        <NumberField
          id="calc-hours"
          label={text.labels.hours}
          value={input.hours}
          min={limits.hours.min}
          max={input.hoursCap}
          hint={text.hints.hours(input.hoursCap)}
          onChange={(hours) => onChange({ hours: hours ?? 0 })}
        />
        <NumberField
          id="calc-wage"
          label={text.labels.wage(symbol)}
          value={input.wage}
          min={limits.wage.min}
          max={limits.wage.max}
          step={0.01}
          hint={text.hints.wage(facts.figures.minimumWage ? formatFigure(facts.figures.minimumWage) : null)}
          onChange={(wage) => onChange({ wage })}
        />
        {familyCounts(input.country) ? (
          <NumberField
            id="calc-family"
            label={text.labels.family}
            value={input.family}
            min={limits.family.min}
            max={limits.family.max}
            hint={text.hints.family}
            onChange={(family) => onChange({ family: Math.round(family ?? 0) })}
            className="sm:col-span-2"
          />
        ) : null}
        <SelectField
          id="calc-from"
          label={text.labels.from}
          value={input.from}
          options={departureAirports.map((airport) => ({ value: airport.id, label: airport.label }))}
          onChange={(from) => onChange({ from })}
        />
        <ChoiceField
          name="calc-trip"
          legend={text.labels.trip}
          value={input.trip}
          options={trips.map((trip) => ({ value: trip, label: text.tripOptions[trip] }))}
          onChange={(trip) => onChange({ trip })}
        />
        <NumberField
          id="calc-fx"
          label={text.labels.fx(facts.currency)}
          value={input.fx}
          min={limits.fx.min}
          max={limits.fx.max}
          step={0.01}
          hint={text.hints.fx(formatDate(rates.date), rates.source === "indicative")}
          onChange={(fx) => onChange({ fx })}
          className="sm:col-span-2"
        />
        {input.country === "usa" ? (
          <label className="flex min-h-11 items-start gap-3 text-sm text-ink sm:col-span-2">
            <input
              type="checkbox"
              checked={input.integrityFee}
              onChange={(event) => onChange({ integrityFee: event.currentTarget.checked })}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <span>
              {text.labels.integrityFee(
                formatMoney(calculatorCountries.usa.figures.visaIntegrityFee.value, "USD"),
              )}
            </span>
          </label>
        ) : null}
      </FieldGroup>
    </form>
  );
}
