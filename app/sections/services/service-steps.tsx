import type { ReactNode } from "react";
import {
  counselling,
  examPreparation,
  mockInterviews,
  scholarshipGuidance,
  visaSupport,
} from "~/content/services";
import { CardGrid } from "~/sections/services/card-grid";
import { NumberedService } from "~/sections/services/numbered-service";

interface ServiceStepsProps {
  /** The service enquiry form (`Get Expert Guidance`), composed by the route: sections never import features. */
  scholarshipForm?: ReactNode;
}

/** The five numbered services of the Services page. */
export function ServiceSteps({ scholarshipForm }: ServiceStepsProps) {
  return (
    <>
      <NumberedService id="study-abroad-counselling" {...counselling} />
      <NumberedService id="free-visa-mock-interviews" tone="muted" {...mockInterviews} />
      <NumberedService id="visa-application-support" layout="below" {...visaSupport}>
        <CardGrid items={visaSupport.cards} />
      </NumberedService>
      <NumberedService id="scholarship-guidance" tone="muted" {...scholarshipGuidance}>
        {scholarshipForm}
      </NumberedService>
      <NumberedService id="exam-preparation-support" layout="below" {...examPreparation}>
        <CardGrid items={examPreparation.exams} />
      </NumberedService>
    </>
  );
}
