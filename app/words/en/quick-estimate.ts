/** Texts of the home page hero's quick estimate (a plain form that opens the cost calculator preset). */
export const quickEstimateText = {
  heading: "What will it cost, in rupees?",
  country: "Country",
  level: "Level of study",
  submit: "Show my estimate",
  hint: "Opens the cost calculator with your choice: total and funds to show in ₹ lakh.",
} as const;
