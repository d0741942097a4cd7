/**
 * The privacy notice's words (/privacy), keyed by section and by block id: app/content/privacy.ts keeps
 * the sections' order, their blocks' kinds and conditions, and fills in the figures (retention periods
 * from contract/retention.ts) and the contacts from the site configuration.
 */

export const privacy = {
  title: "Privacy notice",
  intro: (brand: string) =>
    `This notice explains, in plain words, what ${brand} learns about you when you use this website or send us an enquiry, why, how long we keep it, who can see it, and what you can ask us to do with it under India's Digital Personal Data Protection Act, 2023.`,
  dateLabel: "Date of this notice",
  contentsHeading: "Contents",
  contactLabels: { name: "Name", email: "Email", phone: "Phone" },
  footerLink: "Privacy notice",
  sections: {
    "who-we-are": {
      heading: "Who we are",
      fiduciary: (brand: string, headOffice: string, branches: string) =>
        `${brand} is an overseas education consultancy with its head office at ${headOffice} and branches in ${branches}. We decide what is collected on this website and what it is used for, so under the Act we are the "Data Fiduciary" for it.`,
    },
    "what-we-collect": {
      heading: "What we collect",
      forms: {
        caption: "What each form asks you for",
        head: ["Form", "What you give us"],
        rows: {
          contact: [
            "Contact form (Contact Us page)",
            "First name, last name, email address and phone number.",
          ],
          enquiry: [
            "Enquiry form (Services page, country pages, cost calculator)",
            "First name, last name, email address, phone number and, if you write one, your message (the cost calculator can put your estimate in it).",
          ],
          callback: [
            "Call-back request",
            "Your name, your phone number, the time you would like us to call (today or tomorrow; morning, afternoon or evening) and the language you prefer (English or Telugu).",
          ],
        },
      },
      context:
        "With every form we also keep the page you sent it from, the website that linked you to us if your browser tells us, and the campaign tags (utm_…) of the link you followed, so we know which of our pages and adverts help families find us.",
      visitsWithoutGa4:
        "When you visit the website, our own server counts the visit. No cookies are used and nothing is sent to other companies. We record:",
      visitsWithGa4:
        "When you visit the website, our own server counts the visit, without cookies. We record:",
      visitRecords: {
        pages:
          "the pages you view, how far down you scroll, how long the visit lasts, and the buttons you press (the button's words and where it leads; never what you type into a form);",
        referrer:
          "the website that sent you (its address without any search words) and the campaign tags of the link;",
        visitNumber:
          "a random visit number kept in your browser tab until you close it, so that one visit's pages are counted together;",
        location:
          "your rough location, worked out on our own server from your internet address with an offline map of addresses: city, region, country, postal code, your internet provider and a map point rounded to about 10 km. Your internet address itself is never stored or written to our logs, and never leaves our server;",
        dailyCode:
          "a daily code made from your internet address, a secret and a key that changes every day, so that we can count how many different visitors came each day. Each day's key is deleted when the day ends: from then on nobody, not even we, can tell which address a code came from.",
      },
      doNotTrack:
        'If your browser sends "Do Not Track" or "Global Privacy Control", we record nothing about your visit.',
      googleAnalytics:
        "This website also uses Google Analytics: Google receives your internet address, the pages you view and the buttons you press, and keeps its own cookies in your browser to recognise your later visits. Google's own privacy policy applies to what it receives.",
    },
    why: {
      heading: "Why we use it",
      uses: {
        answer:
          "To answer your enquiry: to call or email you back, at the time and in the language you asked for, and to give you the counselling you came for.",
        record:
          "To keep a record of our work with you, so that any counsellor can pick up where the last one stopped.",
        improve:
          "To see which pages help families and which do not, and to fix what does not work (the visit records above, read only as totals).",
      },
      consent:
        "By sending a form you agree to be contacted about your enquiry, and for nothing else. We do not use your details for marketing: no newsletters, no offers, no passing them to universities, banks or anyone else. We never sell personal data. If we ever want to send you anything else, we will ask you first with a separate choice that is not ticked for you.",
    },
    "how-long": {
      heading: "How long we keep it",
      retention: {
        caption: "How long each kind of record is kept",
        head: ["Record", "Kept for"],
        rows: {
          enquiry: {
            record: "Your enquiry (the form's details, our notes about it)",
            kept: (months: string) =>
              `As long as we are helping you. Once nobody has worked on your enquiry for ${months} months (because it is closed, because you have enrolled, or because we have lost touch), your name, email address, phone number, message and our notes are erased; only counts that name nobody remain (how many enquiries came from which page, and when).`,
          },
          officeEmail: {
            record: "The email our office receives for your enquiry",
            kept: "In the office mailbox until you ask us to erase your details; then we delete it there too.",
          },
          visits: {
            record: "The records of website visits",
            kept: (days: string, months: string) => `${days} days (about ${months} months), then deleted.`,
          },
          internetAddress: {
            record: "Your internet address",
            kept: "Never stored. Each day's key for the daily code is deleted when that day ends.",
          },
        },
      },
    },
    "who-can-see": {
      heading: "Who can see it",
      access: {
        staff: (offices: string) =>
          `Our staff, each with their own sign-in. A counsellor sees the enquiries of their own office (${offices}); our administrators see those of every office. Every change to an enquiry is recorded with who made it and when.`,
        administrators:
          "Only administrators can download or erase everything we hold about a person, and they do so only when that person asks.",
        totals:
          "The records of website visits are shown to our staff only as totals (for example, visits per page or per city), never as one person's visit.",
      },
    },
    processors: {
      heading: "Who processes it for us",
      intro: "A few companies handle personal data on our behalf and only on our instructions:",
      companies: {
        email: "the email provider that delivers each enquiry to our office's mailbox;",
        crm: "the customer-relationship system our office may use to follow enquiries, if one is connected: it receives a copy of each enquiry;",
        hosting: "the provider whose computers run this website and its database.",
      },
      google: "Google also receives the visit records described above, through Google Analytics.",
    },
    "your-rights": {
      heading: "Your rights",
      intro: "Under the Digital Personal Data Protection Act, 2023 you can ask us:",
      rights: {
        access:
          "to tell you what personal data we hold about you, what we do with it and whom we have shared it with (access);",
        correction: "to correct, complete or update it (correction);",
        erasure:
          "to erase it, and to stop contacting you: you can withdraw your agreement to be contacted at any time, as easily as you gave it (erasure);",
        grievance:
          "to answer a complaint about how we have handled your data (grievance redressal): if you are not satisfied with our answer, you can then complain to the Data Protection Board of India;",
        nomination:
          "to let someone you name use these rights for you if you die or can no longer act for yourself (nomination).",
      },
    },
    "how-to-ask": {
      heading: "How to use your rights",
      howTo: (offices: string, hours: string) =>
        `Email or call our Grievance Officer, or visit any of our offices (${offices}) during office hours (${hours}). Tell us the phone number or email address you gave us, so we can find your enquiries; we may ask you to confirm it before we show or change anything, so that nobody else can. Our staff can download everything we hold about you for you, correct it, or erase it.`,
    },
    changes: {
      heading: "Changes to this notice",
      notice:
        "If we change what we collect or how long we keep it, we will update this page and its date before the change takes effect.",
    },
  },
} as const;
