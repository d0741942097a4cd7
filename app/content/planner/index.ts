/**
 * The timeline's data for the edition being built: the five countries' steps and the official figures
 * with this edition's words, as the page passes them to its island.
 */
import { countryPlans } from "./countries";
import { plannerRulesIn } from "./rules";
import type { PlannerData } from "./types";

export const plannerData: PlannerData = { countries: countryPlans, rules: plannerRulesIn() };
