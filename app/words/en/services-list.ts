/**
 * The words of the six service cards on the home page ("What We Offer"), keyed by the service's id
 * (app/content/services-list.ts keeps their order and icons).
 */
export const services = {
  counselling: {
    title: "Study Abroad Counselling",
    description:
      "A one-to-one session on your marks, goals and budget that ends with a shortlist of countries, courses and universities that fit you, and what each will cost.",
  },
  scholarships: {
    title: "Scholarship Guidance",
    description:
      "We find the university and government scholarships you are eligible for, track their deadlines with you and review your essays before you submit.",
  },
  visas: {
    title: "Visa Application Support",
    description:
      "Study, resident, visitor and business visas: a document checklist for your case, help with financial proof and forms, and a full file review before you apply.",
  },
  accommodation: {
    title: "Accommodation Assistance",
    description:
      "Compare university halls and private rooms, understand contracts and deposits, and have a place to stay booked before you fly.",
  },
  mockInterviews: {
    title: "Free Visa Mock Interviews",
    description:
      "Practise with a counsellor playing the visa officer, then get honest feedback on your answers and documents. No charge, as many rounds as you need.",
  },
  examPreparation: {
    title: "Exam Preparation Support",
    description:
      "Coaching for GRE, IELTS, TOEFL and PTE: a diagnostic test, a study plan for your target score, timed mock tests and feedback on writing and speaking.",
  },
} as const;
