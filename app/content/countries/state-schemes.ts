/** Andhra Pradesh and Telangana overseas-study schemes, listed on every country page. */
import type { Point } from "./types";

export const stateScholarships: readonly Point[] = [
  {
    title: "Andhra Pradesh overseas study schemes",
    text: "Andhra Pradesh has funded overseas study for students from SC, ST, BC, minority and economically weaker families: the Videshi Vidya scheme had new guidelines in 2022, and the state announced the revival of the Ambedkar Overseas Vidya Nidhi. Names, income limits and amounts change with each government, so confirm the current scheme before you count on it.",
    link: {
      label: "The 2022 guidelines (New Indian Express)",
      url: "https://www.newindianexpress.com/states/andhra-pradesh/2022/jul/12/andhra-pradeshs-new-guidelines-for-videshi-vidya-plan-to-cover-more-students-2475627.html",
    },
  },
  {
    title: "Telangana overseas study schemes",
    text: "Telangana runs overseas scholarship schemes for SC, ST, BC and minority students through its ePASS portal. Check the scheme names, income limits and deadlines there; we help you prepare the application.",
    link: { label: "Telangana ePASS portal", url: "https://telanganaepass.cgg.gov.in/" },
    indicative: "Scheme names and terms not yet checked against an official source.",
  },
];
