// Step 2's checks, in order. `gates` decide pass or fail: they run one after another and
// stop at the first failure (a failed face match makes an ID check pointless). `finishers`
// run after the gates whatever the outcome and see `context.failure` (e.g. AML screening
// of a passed submission). To add a check: write a Step2Check next to its feature and list
// it here.
import type { Step2Check } from "./context";
import { accountCodeCheck } from "../../bank/account-code-check";
import { koreanIdCheck } from "../../verification/korean-id/step2-korean-id";
import { faceCheck } from "./face-check";
import { amlScreeningCheck } from "../../aml/screening-check";

// The PreStep2 code first: it costs one query, and a missing code makes face analysis moot.
// The Korean ID check last: a failed face match makes it pointless.
export const step2Gates: Step2Check[] = [accountCodeCheck, faceCheck, koreanIdCheck];

export const step2Finishers: Step2Check[] = [amlScreeningCheck];
