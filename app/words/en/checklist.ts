/**
 * Words of the document checklist (/checklist). Every amount and duration is a figure of the country facts
 * that the list builder (app/content/checklist/checklist.ts) formats and passes in; none is typed here
 * (docs/country-data.md, "No figure typed into prose").
 */

/** An item's three texts: what it is, why it is needed, and who issues it. */
interface ItemText {
  title: string;
  why: string;
  where: string;
}

export const checklistText = {
  heading: "My document checklist",
  intro:
    "Choose the country, the level and your situation: the list shows the documents to prepare, why each is needed, the amounts from the same official figures as our country pages, and where to get each one. Tick what is ready; the ticks stay on this device.",
  formHeading: "Your situation",
  legends: {
    country: "Country",
    level: "Level of study",
    funds: "How you will pay",
    family: "Who is going",
  },
  levels: { bachelors: "Bachelor's", masters: "Master's", phd: "PhD" },
  funds: { own: "Own funds (family savings)", loan: "Education loan" },
  family: { no: "Only me", yes: "With my spouse or children" },
  listHeading: (country: string) => `Documents for ${country}`,
  chosen: "Your choices",
  progress: (ready: string, total: string) => `${ready} of ${total} ready`,
  /** Printed above the list, before its address, so a printed copy can be opened again. */
  printedFrom: "This list online:",
  ticksNote:
    "Ticks are kept on this device only, for this list. A shared link shows the list, not your ticks.",
  why: "Why",
  where: "Where to get it",
  amounts: "Amount",
  rule: "Rule to know",
  askUs: "No official amount we could confirm: ask us and a counsellor will work it out with you.",
  readOn: "Rule read on",
  source: "Source",
  verifiedOn: "verified",
  couldNotRead: "official page could not be read on",
  effectiveFrom: "from",
  inForce: "in force",
  indicative: "Indicative",
  scheduled: (date: string, value: string) => `From ${date}: ${value}`,
  share: {
    copy: "Copy link",
    share: "Share this list",
    copied: "Link copied.",
    failed: "Could not copy: copy the address from your browser's address bar.",
    print: "Print",
  },
  book: {
    heading: "Practise your visa interview",
    text: (country: string) =>
      `A counsellor plays the visa officer for ${country}, free of charge, and tells you what to work on.`,
    button: "Book a mock interview",
  },
  items: {
    passport: {
      title: "Passport",
      why: "Your visa is issued against it, and it must stay valid for your whole stay.",
      where: "Passport Seva: apply online, then visit a Passport Seva Kendra.",
      linkLabel: "Passport Seva",
    },
    offer: {
      uk: {
        title: "CAS (Confirmation of Acceptance for Studies)",
        why: "The visa application needs its reference number; the university issues it once you accept an unconditional offer.",
        where: "Your university's admissions or international office.",
      },
      usa: {
        title: "Form I-20",
        why: "It shows you are admitted and the funds the school expects; the visa interview and the SEVIS fee need it.",
        where: "Your university's international student office, after you send proof of funds.",
      },
      canada: {
        title: "Letter of acceptance (LoA) and provincial attestation letter",
        why: "The study permit needs a letter of acceptance from a designated learning institution, and most students also need the province's attestation letter.",
        where: "Your college or university; it asks the province for the attestation letter.",
      },
      germany: {
        title: "Admission letter (Zulassungsbescheid)",
        why: "The embassy issues a student visa only to admitted students (or to those applying with a conditional admission).",
        where: "Your university, or uni-assist for programmes that apply through it.",
      },
      ireland: {
        title: "Letter of acceptance",
        why: "The visa application must show a full-time place on an eligible course, with the fees paid or deposited.",
        where: "Your college or university's international office.",
      },
    } satisfies Record<string, ItemText>,
    certificates: {
      school: {
        title: "Class 10 and Class 12 marks memos and certificates",
        why: "Universities admit on them, and the visa officer may ask to see the originals.",
        where: "Your school and your board (BSEAP, TSBIE, CBSE or another).",
      },
      degree: {
        title: "Degree certificate, provisional certificate and all semester marks memos",
        why: "Universities admit on them, and the visa officer may ask to see the originals.",
        where:
          "Your university's examination branch (consolidated marks memo, provisional and degree certificates).",
      },
    },
    englishTest: {
      uk: {
        title: "English test result",
        why: "Your CAS states how your English was assessed; for some courses the visa asks for an approved test such as IELTS for UKVI.",
        where: "IELTS, PTE Academic or another test your university accepts: book it with the test provider.",
      },
      usa: {
        title: "English test result (TOEFL iBT, IELTS or another your university accepts)",
        why: "Universities admit on it, and the visa officer may ask about it.",
        where: "Book it with the test provider; send the scores to your university.",
      },
      canada: {
        title: "English test result (IELTS Academic, TOEFL iBT or PTE Academic)",
        why: "Your institution admits on it, and it matters later for the post-study work permit.",
        where: "Book it with the test provider.",
      },
      germany: {
        title: "English or German test result",
        why: "English-taught programmes ask for IELTS or TOEFL; German-taught ones for TestDaF or DSH. The embassy checks it.",
        where: "Book it with the test provider; Goethe-Institut runs German courses and exams.",
      },
      ireland: {
        title: "English test result (IELTS, PTE Academic or TOEFL iBT)",
        why: "Colleges admit on it, and the visa application must show your English level.",
        where: "Book it with the test provider.",
      },
    } satisfies Record<string, ItemText>,
    applicationDocuments: {
      title: "Statement of purpose, letters of recommendation and CV",
      why: "Universities decide on them; keep copies, as the visa officer may ask why you chose the course.",
      where: "You write the statement and the CV; ask your teachers or employer for the letters.",
    },
    researchProposal: {
      title: "Research proposal and your supervisor's agreement",
      why: "PhD admissions are decided on your research plan and a supervisor willing to guide it.",
      where: "You write it with the professor you would work with.",
    },
    aps: {
      title: "APS certificate",
      why: "Students with Indian school or university certificates need it before the German embassy accepts a student visa application.",
      where:
        "APS India (Academic Evaluation Centre of the German Embassy in New Delhi): apply online and send your documents.",
      linkLabel: "APS India",
      readOnLabel: "APS India: FAQs",
    },
    funds: {
      uk: {
        title: "Funds held for the visa",
        why: (held: string, window: string) =>
          `Your first year's tuition (the balance on your CAS) plus living costs must be in the account for ${held} in a row, ending within ${window} of your application.`,
        where: "Your or your parents' savings account, or a loan letter from your bank.",
        linkLabel: "GOV.UK: Student visa, money you need",
        outsideLondon: (total: string, monthly: string, months: string) =>
          `${total} for living costs outside London (${monthly} for ${months}), plus the tuition balance`,
        london: (total: string, monthly: string, months: string) =>
          `${total} for living costs in London (${monthly} for ${months}), plus the tuition balance`,
        held: (held: string) => `Held for ${held} in a row`,
      },
      usa: {
        title: "Funds shown on your I-20",
        why: "The I-20 lists a year of tuition and living costs; you show the visa officer that you have that amount.",
        where: "Your university sets the amount; bank statements or a loan sanction letter prove it.",
        linkLabel: "U.S. State Department: Student visa",
      },
      canada: {
        title: "Proof of funds",
        why: "You must show your first year's tuition, the travel cost and the living-cost amount IRCC sets.",
        where: "A GIC from a participating bank, your savings account or a loan letter from your bank.",
        linkLabel: "IRCC: Proof of financial support",
        amount: (amount: string) =>
          `${amount} for living costs (one person, outside Quebec), plus tuition and travel`,
      },
      germany: {
        title: "Blocked account",
        why: "The embassy asks for proof of a year's living costs, usually as a blocked account from which you draw a set amount each month.",
        where:
          "A blocked-account provider the German Federal Foreign Office accepts; the deposit is paid from India.",
        linkLabel: "Federal Foreign Office: Blocked account",
        amount: (year: string, month: string) => `${year} deposited; you draw ${month}`,
      },
      ireland: {
        title: "Proof of funds",
        why: (months: string) =>
          `You must show enough money for your first year besides the fees, with bank statements covering the last ${months}.`,
        where: "Your or your parents' savings account, or a loan letter from your bank.",
        linkLabel: "Irish Immigration Service: Coming to study",
        amount: (amount: string) => `${amount} for living costs, besides the tuition fees`,
      },
    },
    bankStatements: {
      uk: {
        title: "Bank statements of the account holding the funds",
        why: "They prove the money stayed in the account for the whole period; a parent's account also needs your birth certificate and their consent letter.",
        where: "Your bank: ask for stamped statements or a bank letter.",
      },
      usa: {
        title: "Bank statements and a bank balance certificate",
        why: "The university issues the I-20 on them, and the visa officer may ask to see them.",
        where: "Your or your parents' bank.",
      },
      canada: {
        title: "Bank statements (and your GIC certificate, if you buy one)",
        why: "They prove the funds are yours or your parents' and have been there, not borrowed for a day.",
        where: "Your or your parents' bank; the GIC bank gives its certificate.",
      },
      germany: {
        title: "Blocked-account confirmation",
        why: "With own funds, the confirmation of the deposit is your proof of funds for the embassy.",
        where: "Your blocked-account provider, once the deposit has arrived.",
      },
      ireland: {
        title: "Bank statements",
        why: "They prove the funds are available to you and show the account's history.",
        where: "Your or your parents' bank.",
      },
    } satisfies Record<string, ItemText>,
    loanSanction: {
      uk: {
        title: "Education loan sanction letter",
        why: "A loan letter from a regulated bank counts as funds for the visa; it must name you and the amount.",
        where: "Your bank (SBI, Canara Bank, Union Bank or another lender).",
      },
      usa: {
        title: "Education loan sanction letter",
        why: "The university and the visa officer accept it as proof of funds for the I-20.",
        where: "Your bank or lender.",
      },
      canada: {
        title: "Education loan sanction letter",
        why: "A loan letter from a financial institution is accepted as proof of funds.",
        where: "Your bank or lender.",
      },
      germany: {
        title: "Education loan sanction letter (and the blocked-account confirmation)",
        why: "The loan can pay the blocked-account deposit; the embassy wants the provider's confirmation of it.",
        where: "Your bank or lender, and your blocked-account provider.",
      },
      ireland: {
        title: "Education loan sanction letter",
        why: "A loan letter from a recognised lender can show the funds for your first year.",
        where: "Your bank or lender.",
      },
    } satisfies Record<string, ItemText>,
    incomeProof: {
      title: "Parents' income tax returns (ITR) and salary slips or income certificate",
      why: "They show where the money comes from; banks ask for them before a loan, and visa officers may too.",
      where:
        "The Income Tax Department's e-filing portal for the ITR acknowledgements; the employer or the tahsildar for the rest.",
      linkLabel: "Income Tax e-filing portal",
    },
    caReport: {
      title: "Chartered accountant's (CA) net-worth certificate",
      why: "It sums up the family's savings, property and income in one document the visa officer can read quickly.",
      where: "A chartered accountant, from your bank statements, property documents and ITRs.",
    },
    visaFee: {
      amount: (fee: string) => `Visa fee: ${fee}`,
      biometrics: (fee: string) => `Biometrics: ${fee}`,
      biometricsFamily: (fee: string) => `Biometrics for a family applying together: ${fee}`,
      uk: {
        title: "Student visa application and fee",
        why: "You apply online and pay the fee before booking your appointment.",
        where: "GOV.UK, then the visa application centre.",
        linkLabel: "GOV.UK: Apply for a Student visa",
      },
      usa: {
        title: "DS-160 form and visa fee (MRV) receipt",
        why: "The interview is booked only after the DS-160 is filled in and the fee is paid.",
        where: "The State Department's online forms, then the US visa appointment service.",
        linkLabel: "U.S. State Department: Student visa",
      },
      canada: {
        title: "Study permit application, fee and biometrics fee",
        why: "You apply online and pay both fees; the application is processed only after your biometrics.",
        where: "Your IRCC account.",
        linkLabel: "IRCC: Study permit",
      },
      germany: {
        title: "National visa application and fee",
        why: "A student visa is a national (D) visa applied for at the German mission in India.",
        where: "The Federal Foreign Office's visa portal, then the visa application centre.",
        linkLabel: "Federal Foreign Office: Visa service",
      },
      ireland: {
        title: "Study visa application and fee",
        why: "You apply online, then send your documents and passport.",
        where: "The Irish Immigration Service's online application, then the visa application centre.",
        linkLabel: "Irish Immigration Service: Coming to study",
      },
    },
    sevisFee: {
      title: "SEVIS fee (I-901) receipt",
      why: "It must be paid before your visa interview; the officer checks the receipt.",
      where: "The official I-901 payment site, with the SEVIS ID on your I-20.",
      linkLabel: "FMJfee.com (I-901)",
      amount: (fee: string) => `SEVIS fee: ${fee}`,
    },
    health: {
      uk: {
        title: "Immigration Health Surcharge (IHS) payment",
        why: "It gives you the NHS during your visa; you pay it for the whole visa, as part of the application.",
        where: "Paid online while you apply for the visa.",
        linkLabel: "GOV.UK: Pay for UK healthcare",
        amount: (total: string, course: string, perYear: string) =>
          `About ${total} for a course of ${course} (${perYear}, charged on the whole visa)`,
      },
      usa: {
        title: "Health insurance",
        why: "Universities require students to have health cover, usually their own plan.",
        where: "Your university's student health plan, or a plan it accepts instead.",
      },
      canada: {
        title: "Health insurance",
        why: "Some provinces cover students; elsewhere your institution's plan or private cover is required.",
        where: "Your institution's international office will tell you which plan applies.",
      },
      germany: {
        title: "Health insurance",
        why: "Enrolment and the residence permit need proof of health insurance; statutory insurance has a student rate.",
        where: "A statutory health insurer (such as TK or AOK), or travel insurance until you enrol.",
        amount: (monthly: string) => `Statutory student rate: ${monthly}`,
      },
      ireland: {
        title: "Private medical insurance",
        why: "Students from outside the EU must hold private medical insurance for their stay.",
        where: "An insurer that offers student cover in Ireland; colleges often arrange a plan.",
        amount: (cover: string) => `Cover of at least ${cover}`,
      },
    },
    tbTest: {
      title: "Tuberculosis (TB) test certificate",
      why: "People who live in India need it to apply for a UK student visa.",
      where: "Only a clinic the UK Home Office approves in India (the list is on GOV.UK).",
      linkLabel: "GOV.UK: TB test for a UK visa",
      readOnLabel: "Mondaq (Richmond Chambers): TB test requirement for UK visa applicants",
    },
    visaAppointment: {
      uk: {
        title: "Biometrics appointment at the visa application centre",
        why: "Your fingerprints and photo are taken, and your documents checked.",
        where: "The visa application centre named when you apply.",
        linkLabel: "GOV.UK: Apply for a Student visa",
      },
      usa: {
        title: "Visa interview appointment",
        why: "Almost every student is interviewed by a consular officer at the embassy or a consulate.",
        where: "The US visa appointment service for India, after paying the fee.",
        linkLabel: "U.S. State Department: Student visa",
      },
      canada: {
        title: "Biometrics appointment",
        why: "Your fingerprints and photo are taken after you apply, using the letter IRCC sends you.",
        where: "A visa application centre in India.",
        linkLabel: "IRCC: Study permit",
      },
      germany: {
        title: "Visa appointment",
        why: "You hand in your documents in person and your fingerprints are taken.",
        where: "The German mission's visa application centre for your state.",
        linkLabel: "Federal Foreign Office: Visa service",
      },
      ireland: {
        title: "Biometrics appointment and documents",
        why: "Your fingerprints are taken and your documents and passport are sent to the visa office.",
        where: "The visa application centre for Ireland.",
        linkLabel: "Irish Immigration Service: Coming to study",
      },
    },
    familyRule: {
      title: "Your family cannot come as your dependants on this course",
      why: (date: string) =>
        `For courses starting on or after ${date}, only students on a PhD or other research degree (or sponsored by a government) can bring a spouse or children. They could apply for a visit visa of their own.`,
      where: "GOV.UK sets the rule; a counsellor can tell you whether your course counts as research.",
      linkLabel: "GOV.UK: Student visa, your partner and children",
      readOnLabel: "University of Greenwich: Applying with dependants",
    },
    relationshipProof: {
      title: "Marriage certificate and children's birth certificates",
      why: "Each family member's visa application must prove the relationship to you.",
      where:
        "The marriage registrar (a registered marriage certificate) and your municipality for birth certificates.",
    },
    dependantsFunds: {
      canada: {
        title: "Funds for your family",
        why: "The living-cost amount rises with each family member coming with you (outside Quebec).",
        where: "The same accounts or loan as your own funds.",
        linkLabel: "IRCC: Proof of financial support",
        amount: (people: number, amount: string) =>
          `${amount} for ${people} people, instead of the one-person amount`,
      },
      other: {
        title: "Funds for your family",
        why: "Each family member coming with you needs funds of their own, on top of yours.",
        where: "The same accounts or loan as your own funds.",
      },
    },
  },
} as const;
