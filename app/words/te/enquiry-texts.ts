/**
 * The Telugu enquiry forms' texts (../en/enquiry-texts.ts): the Telugu set of contract/texts/, typed there
 * against the English set (`satisfies EnquiryTexts`).
 */
export { texts } from "#contract/texts/te";
