/**
 * The English catalogue of the site-wide and form texts: the source every other catalogue is typed
 * against (`Messages`, ./types.ts). Built from app/content/layout.ts, enquiry-form.ts, controls.ts,
 * heroes.ts, pages.ts, site.ts and contract/enquiry-fields.ts; the pages still read those modules
 * (docs/decisions/0007-telugu-edition.md). Placeholders are written `{name}` and filled by `fill()`
 * (../catalogue.ts); a catalogue holds data only, so an island can receive its part as props.
 */
export const en = {
  site: {
    tagline: "Honest guidance for studying in the UK, USA, Canada, Germany and Ireland.",
    officeName: "Guntur head office",
    homeLinkLabel: "{brand}, home",
    officeHours: { days: "Mon-Sat", hours: "9AM-6PM", label: "Mon-Sat 9AM-6PM" },
  },
  skipLink: "Skip to main content",
  navigation: {
    label: "Main",
    mobileLabel: "Main (menu)",
    home: "Home",
    services: "Services",
    studyAbroad: "Study Abroad",
    about: "About Us",
    contact: "Contact Us",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileContactHeading: "Talk to a counsellor",
    call: "Call",
    email: "Email",
  },
  pageNames: {
    home: "Home",
    about: "About Us",
    services: "Services",
    contact: "Contact Us",
    studyInUk: "Study in UK",
    studyInUsa: "Study in USA",
    studyInCanada: "Study in Canada",
    studyInGermany: "Study in Germany",
    studyInIreland: "Study in Ireland",
    costCalculator: "Cost Calculator",
    thankYou: "Thank you",
  },
  footer: {
    quickLinksHeading: "Quick Links",
    destinationsHeading: "Study Abroad",
    contactHeading: "Contact",
    socialHeading: "Follow us",
    officeHoursLabel: "Office hours",
    rightsText: "All rights reserved.",
    disclaimer:
      "Visa and admission decisions are made by embassies and universities; we never guarantee either. Fees and rules shown on this site carry their sources and dates.",
  },
  loading: "Loading...",
  notFound: {
    title: "Page not found",
    message: "Sorry, we couldn't find the page you're looking for",
    homeLink: "Go back home",
    contactLink: "Contact",
    hint: "The address may be mistyped, or the page may have moved. These pages may help:",
  },
  applicationError: {
    title: "Unexpected Application Error!",
    fallbackMessage: "Something went wrong while showing this page.",
    homeLink: "Go back home",
    reload: "Reload the page",
  },
  carousel: {
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    previous: "Previous slide",
    next: "Next slide",
    goTo: "Go to slide {slide}",
    slideLabel: "{slide} of {total}",
    indicatorsLabel: "Choose a slide",
    pause: "Pause automatic sliding",
    play: "Resume automatic sliding",
  },
  rating: { label: "Rated {rating} out of {max}" },
  buttons: {
    submit: "Submit",
    send: "Send",
    contactUs: "Contact Us",
    getExpertGuidance: "Get Expert Guidance",
    requestCallBack: "Request a call back",
    getStarted: "Get Started",
  },
  enquiryForm: {
    formName: { contact: "Contact form", service: "Service enquiry form" },
    requiredNote: "Fields marked * are required.",
    optional: "Optional",
    /** Read only by bots (the field is hidden from people and assistive technology). */
    honeypotLabel: "Website",
    privacyNote: "We use your details only to answer your enquiry. No spam, ever.",
    consent: "By sending this form you agree to be contacted about your enquiry.",
    privacyLink: "Privacy notice",
    fieldLabels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone",
      comments: "Comments",
    },
    /** The fields as named inside a sentence ("Please enter your {field}."). */
    fieldNames: {
      firstName: "first name",
      lastName: "last name",
      email: "email",
      phone: "phone number",
      comments: "message",
    },
    placeholders: { email: "name@example.com", phone: "98765 43210" },
    status: {
      submitting: "Submitting...",
      success: "Form submitted successfully!",
      failure: "Error submitting form. Please try again.",
    },
  },
  validation: {
    required: "Please enter your {field}.",
    tooLong: "Your {field} must be at most {max} characters.",
    email: "Please enter a valid email address, like name@example.com.",
    phone: "Please enter a 10-digit Indian mobile number, or an international number starting with +.",
    comments: "Please keep your message under {max} characters.",
  },
  enquiryResponses: {
    accepted: "Thank you, {firstName}. A counsellor will call you within one working day.",
    invalid: "Please correct the highlighted fields.",
    notAnObject: "The enquiry must be an object of named fields.",
    unsupportedType: "Please send the enquiry as JSON.",
    unavailable: "We could not save your enquiry just now. Please try again in a minute.",
    dailyCapReached:
      "We could not save your enquiry: we have received an unusual number of enquiries today. Please call or email our office (see the contact page), or try again tomorrow.",
  },
  noScript: {
    invalidTitle: "Please check your enquiry",
    invalidIntro: "We could not send your enquiry yet:",
    unavailableTitle: "Please try again in a minute",
    back: "Back to the form",
    home: "Go to the home page",
  },
  thankYou: {
    meta: {
      title: "Thank you: we have your enquiry | {brand}",
      description: "We have received your enquiry. A counsellor will call you back within one working day.",
    },
    hero: {
      title: "Thank you",
      subtitle: "We have received your enquiry",
      description: "A counsellor will call you back within one working day ({officeHours}).",
    },
    heading: "What happens next",
    intro:
      "Thank you for trusting us with your plans. Your details are safely with our counsellors, and a real person, not a robot, will get back to you.",
    steps: [
      {
        title: "We call you back",
        text: "Your counsellor calls to understand your goals, budget and timeline, and answers your first questions.",
      },
      {
        title: "Free counselling session",
        text: "We shortlist countries, universities and courses that fit your profile, at our office or on the phone.",
      },
      {
        title: "Your plan, step by step",
        text: "Applications, scholarships, loans and the visa: we walk with you until your first day on campus.",
      },
    ],
    officeHoursHeading: "Office hours",
    callHeading: "Prefer to talk now?",
    callText: "Call us during office hours:",
    callLinkLabel: "Call {phone}",
    exploreHeading: "While you wait, explore your destination",
    homeLink: "Back to the home page",
  },
} as const;
