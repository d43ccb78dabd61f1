// Step 2's AML screening (a finisher: it runs whatever the gates decided, since the data a
// reviewer sees must have been screened). It needs the applicant's name, date of birth,
// nationality and gender, from this call or kept from an earlier one; without all four the
// submission stays Not Screened. The screening is stored in the attempt's transaction.
import type { Step2Check } from "../domain/step2/context";
import { amlSummaryColumns } from "./aml-outcome";
import { screen } from "./screening";
import { removeScreening, saveScreening, withResourceIds } from "./screening-store";

export const amlScreeningCheck: Step2Check = {
  name: "AML screening",
  async run(context) {
    const { fields, submission } = context;
    const applicant = {
      name: fields.name,
      dateOfBirth: fields.date_of_birth,
      nationality: fields.nationality ?? submission.nationality ?? undefined,
      gender: fields.gender ?? submission.gender ?? undefined,
    };
    const submissionId = submission.id;
    if (!applicant.nationality || !applicant.gender) {
      // Earlier data may have been screened: what is stored now was not.
      Object.assign(context.changes, amlSummaryColumns(null));
      context.writes.push((tx) => removeScreening(tx, submissionId));
      return;
    }
    try {
      const screening = await screen(
        context.deps.db,
        { ...applicant, nationality: applicant.nationality, gender: applicant.gender },
        context.project.amlThreshold,
      );
      Object.assign(context.changes, amlSummaryColumns(screening));
      const matches = await withResourceIds(context.deps.db, submissionId, screening);
      context.writes.push((tx) => saveScreening(tx, submissionId, screening, matches));
    } catch (error) {
      // The attempt is recorded; the submission shows Not Screened rather than a stale result.
      context.attempt.error ??= `AML screening could not run (${error instanceof Error ? error.message : "unknown error"}); the submission is not screened`;
      Object.assign(context.changes, amlSummaryColumns(null));
      context.writes.push((tx) => removeScreening(tx, submissionId));
    }
  },
};
