/** The six services of the consultancy ("What We Offer"), shown as cards on the home page. */
import type { Feature } from "./types";

export const services: readonly Feature[] = [
  {
    title: "Study Abroad Counselling",
    description:
      "A one-to-one session on your marks, goals and budget that ends with a shortlist of countries, courses and universities that fit you, and what each will cost.",
    icon: "compass",
  },
  {
    title: "Scholarship Guidance",
    description:
      "We find the university and government scholarships you are eligible for, track their deadlines with you and review your essays before you submit.",
    icon: "award",
  },
  {
    title: "Visa Application Support",
    description:
      "Study, resident, visitor and business visas: a document checklist for your case, help with financial proof and forms, and a full file review before you apply.",
    icon: "file-check",
  },
  {
    title: "Accommodation Assistance",
    description:
      "Compare university halls and private rooms, understand contracts and deposits, and have a place to stay booked before you fly.",
    icon: "house",
  },
  {
    title: "Free Visa Mock Interviews",
    description:
      "Practise with a counsellor playing the visa officer, then get honest feedback on your answers and documents. No charge, as many rounds as you need.",
    icon: "mic",
  },
  {
    title: "Exam Preparation Support",
    description:
      "Coaching for GRE, IELTS, TOEFL and PTE: a diagnostic test, a study plan for your target score, timed mock tests and feedback on writing and speaking.",
    icon: "book-open",
  },
];
