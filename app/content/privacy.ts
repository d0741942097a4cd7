/**
 * The privacy notice (/privacy) as typed data: every heading and sentence, in plain words, with the
 * retention periods from contract/retention.ts (the server refuses to keep data longer than this states:
 * docs/decisions/0007-privacy-notice-retention.md) and the contacts from site.ts. A Telugu edition is a
 * second object of the same type.
 */
import { statedRetention } from "#contract/retention";
import { formatAddress, site } from "./site";

/**
 * A block of a section: a paragraph, a list, or a table with a caption. `when` keeps a block to builds
 * with Google Analytics switched on (`ga4`) or off (`no-ga4`): the notice states what the built site does.
 */
export type PrivacyBlock = (
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | {
      kind: "table";
      caption: string;
      head: readonly [string, string];
      rows: readonly (readonly [string, string])[];
    }
  /** The grievance officer's name, email and phone, as links. */
  | { kind: "contact" }
) & { when?: "ga4" | "no-ga4" };

export interface PrivacySection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  heading: string;
  blocks: readonly PrivacyBlock[];
}

export interface PrivacyNotice {
  title: string;
  intro: string;
  /** ISO date of this version of the notice. */
  date: string;
  dateLabel: string;
  contentsHeading: string;
  sections: readonly PrivacySection[];
  contactLabels: { name: string; email: string; phone: string };
  /** The footer's link to the notice. */
  footerLink: string;
}

const officeCities = [site.office.address.city, ...site.branches.map((branch) => branch.city)];
const { enquiryMonths, analyticsDays } = statedRetention;

export const privacyNotice: PrivacyNotice = {
  title: "Privacy notice",
  intro: `This notice explains, in plain words, what ${site.brandName} learns about you when you use this website or send us an enquiry, why, how long we keep it, who can see it, and what you can ask us to do with it under India's Digital Personal Data Protection Act, 2023.`,
  date: "2026-11-26",
  dateLabel: "Date of this notice",
  contentsHeading: "Contents",
  contactLabels: { name: "Name", email: "Email", phone: "Phone" },
  footerLink: "Privacy notice",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        {
          kind: "paragraph",
          text: `${site.brandName} is an overseas education consultancy with its head office at ${formatAddress(site.office.address)} and branches in ${site.branches.map((branch) => branch.city).join(", ")}. We decide what is collected on this website and what it is used for, so under the Act we are the "Data Fiduciary" for it.`,
        },
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      blocks: [
        {
          kind: "table",
          caption: "What each form asks you for",
          head: ["Form", "What you give us"],
          rows: [
            ["Contact form (Contact Us page)", "First name, last name, email address and phone number."],
            [
              "Enquiry form (Services page, country pages, cost calculator)",
              "First name, last name, email address, phone number and, if you write one, your message (the cost calculator can put your estimate in it).",
            ],
            [
              "Call-back request",
              "Your name, your phone number, the time you would like us to call (today or tomorrow; morning, afternoon or evening) and the language you prefer (English or Telugu).",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "With every form we also keep the page you sent it from, the website that linked you to us if your browser tells us, and the campaign tags (utm_…) of the link you followed, so we know which of our pages and adverts help families find us.",
        },
        {
          kind: "paragraph",
          when: "no-ga4",
          text: "When you visit the website, our own server counts the visit. No cookies are used and nothing is sent to other companies. We record:",
        },
        {
          kind: "paragraph",
          when: "ga4",
          text: "When you visit the website, our own server counts the visit, without cookies. We record:",
        },
        {
          kind: "list",
          items: [
            "the pages you view, how far down you scroll, how long the visit lasts, and the buttons you press (the button's words and where it leads; never what you type into a form);",
            "the website that sent you (its address without any search words) and the campaign tags of the link;",
            "a random visit number kept in your browser tab until you close it, so that one visit's pages are counted together;",
            "your rough location, worked out on our own server from your internet address with an offline map of addresses: city, region, country, postal code, your internet provider and a map point rounded to about 10 km. Your internet address itself is never stored or written to our logs, and never leaves our server;",
            "a daily code made from your internet address, a secret and a key that changes every day, so that we can count how many different visitors came each day. Each day's key is deleted when the day ends: from then on nobody, not even we, can tell which address a code came from.",
          ],
        },
        {
          kind: "paragraph",
          text: 'If your browser sends "Do Not Track" or "Global Privacy Control", we record nothing about your visit.',
        },
        {
          kind: "paragraph",
          when: "ga4",
          text: "This website also uses Google Analytics: Google receives your internet address, the pages you view and the buttons you press, and keeps its own cookies in your browser to recognise your later visits. Google's own privacy policy applies to what it receives.",
        },
      ],
    },
    {
      id: "why",
      heading: "Why we use it",
      blocks: [
        {
          kind: "list",
          items: [
            "To answer your enquiry: to call or email you back, at the time and in the language you asked for, and to give you the counselling you came for.",
            "To keep a record of our work with you, so that any counsellor can pick up where the last one stopped.",
            "To see which pages help families and which do not, and to fix what does not work (the visit records above, read only as totals).",
          ],
        },
        {
          kind: "paragraph",
          text: "By sending a form you agree to be contacted about your enquiry, and for nothing else. We do not use your details for marketing: no newsletters, no offers, no passing them to universities, banks or anyone else. We never sell personal data. If we ever want to send you anything else, we will ask you first with a separate choice that is not ticked for you.",
        },
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      blocks: [
        {
          kind: "table",
          caption: "How long each kind of record is kept",
          head: ["Record", "Kept for"],
          rows: [
            [
              "Your enquiry (the form's details, our notes about it)",
              `As long as we are helping you. Once nobody has worked on your enquiry for ${enquiryMonths} months (because it is closed, because you have enrolled, or because we have lost touch), your name, email address, phone number, message and our notes are erased; only counts that name nobody remain (how many enquiries came from which page, and when).`,
            ],
            [
              "The email our office receives for your enquiry",
              "In the office mailbox until you ask us to erase your details; then we delete it there too.",
            ],
            [
              "The records of website visits",
              `${analyticsDays} days (about ${Math.round(analyticsDays / 30.44)} months), then deleted.`,
            ],
            [
              "Your internet address",
              "Never stored. Each day's key for the daily code is deleted when that day ends.",
            ],
          ],
        },
      ],
    },
    {
      id: "who-can-see",
      heading: "Who can see it",
      blocks: [
        {
          kind: "list",
          items: [
            `Our staff, each with their own sign-in. A counsellor sees the enquiries of their own office (${officeCities.join(", ")}); our administrators see those of every office. Every change to an enquiry is recorded with who made it and when.`,
            "Only administrators can download or erase everything we hold about a person, and they do so only when that person asks.",
            "The records of website visits are shown to our staff only as totals (for example, visits per page or per city), never as one person's visit.",
          ],
        },
      ],
    },
    {
      id: "processors",
      heading: "Who processes it for us",
      blocks: [
        {
          kind: "paragraph",
          text: "A few companies handle personal data on our behalf and only on our instructions:",
        },
        {
          kind: "list",
          items: [
            "the email provider that delivers each enquiry to our office's mailbox;",
            "the customer-relationship system our office may use to follow enquiries, if one is connected: it receives a copy of each enquiry;",
            "the provider whose computers run this website and its database.",
          ],
        },
        {
          kind: "paragraph",
          when: "ga4",
          text: "Google also receives the visit records described above, through Google Analytics.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        {
          kind: "paragraph",
          text: "Under the Digital Personal Data Protection Act, 2023 you can ask us:",
        },
        {
          kind: "list",
          items: [
            "to tell you what personal data we hold about you, what we do with it and whom we have shared it with (access);",
            "to correct, complete or update it (correction);",
            "to erase it, and to stop contacting you: you can withdraw your agreement to be contacted at any time, as easily as you gave it (erasure);",
            "to answer a complaint about how we have handled your data (grievance redressal): if you are not satisfied with our answer, you can then complain to the Data Protection Board of India;",
            "to let someone you name use these rights for you if you die or can no longer act for yourself (nomination).",
          ],
        },
      ],
    },
    {
      id: "how-to-ask",
      heading: "How to use your rights",
      blocks: [
        {
          kind: "paragraph",
          text: `Email or call our Grievance Officer, or visit any of our offices (${officeCities.join(", ")}) during office hours (${site.officeHours.label}). Tell us the phone number or email address you gave us, so we can find your enquiries; we may ask you to confirm it before we show or change anything, so that nobody else can. Our staff can download everything we hold about you for you, correct it, or erase it.`,
        },
        { kind: "contact" },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      blocks: [
        {
          kind: "paragraph",
          text: "If we change what we collect or how long we keep it, we will update this page and its date before the change takes effect.",
        },
      ],
    },
  ],
};
