// Child process of compare-models.ts: embeds the deepface photos under every ID condition
// with one candidate model (`--model NAME --cache FILE`).
import { candidateNames, createCandidate, type CandidateName } from "./candidates";
import { loadDeepfaceSet } from "./deepface-set";
import { embedSet } from "./embed-set";

const arg = (flag: string) => process.argv[process.argv.indexOf(flag) + 1];
const model = arg("--model") as CandidateName;
const cacheFile = arg("--cache");
if (!candidateNames.includes(model) || !cacheFile) {
  console.error(`usage: embed-model.ts --model ${candidateNames.join("|")} --cache FILE`);
  process.exit(2);
}
const { photos } = await loadDeepfaceSet();
await embedSet(photos, await createCandidate(model), cacheFile, (line) => console.log(`${model}: ${line}`));
