// The AML report of one match as a PDF (GET /v2/report/aml): the applicant as screened, the
// listed entry matched, the score and what raised or lowered it, the list and its version,
// the time of screening. Made on demand from the stored screening, so deleting the
// submission deletes its reports. Noto Sans KR (from @fontsource, its "korean" file holds
// Latin-1 and every Hangul syllable) renders Korean names; characters outside it are
// transliterated rather than printed as empty boxes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import anyAscii from "any-ascii";
import { featureLine } from "./aml-outcome";
import { woffToSfnt } from "../../common/fonts/woff-to-sfnt";
import type { StoredMatch, StoredScreening } from "./screening-store";

const fontFile = createRequire(import.meta.url).resolve(
  "@fontsource/noto-sans-kr/files/noto-sans-kr-korean-400-normal.woff",
);
let font: Buffer | undefined;
/** The font as TrueType, read and inflated once per process (see common/fonts/woff-to-sfnt.ts for why; the shaping tables are dropped: Hangul syllables are precomposed and Latin needs no ligatures, and without them a page takes ~40 ms). */
export const reportFont = () =>
  (font ??= woffToSfnt(readFileSync(fontFile), ["GSUB", "GPOS", "GDEF", "BASE", "STAT"]));

// What the font file covers (measured with fontkit): ASCII, Latin-1, Hangul jamo and syllables.
const printable = /[\u0020-\u007e\u00a0-\u00ff\u3131-\u318e\uac00-\ud7a3\n]/u;
export const printableText = (text: string) =>
  [...text].map((ch) => (printable.test(ch) ? ch : anyAscii(ch))).join("");

const listed = (values: string[]) => (values.length ? values.join(", ") : "not listed");

export function renderAmlReport(screening: StoredScreening, match: StoredMatch): Promise<Buffer> {
  // font "": no default Helvetica to load; every line uses Noto Sans KR.
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    font: "",
    info: { Title: `AML screening report ${match.resourceId}`, Creator: "KYC service" },
  });
  doc.registerFont("NotoSansKR", reportFont());
  doc.font("NotoSansKR");
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const heading = (text: string) =>
    doc.moveDown(0.8).fontSize(13).fillColor("#111").text(text).moveDown(0.3).fontSize(10);
  const row = (label: string, value: string) => {
    doc
      .fillColor("#555")
      .text(`${label}: `, { continued: true })
      .fillColor("#111")
      .text(printableText(value));
  };

  doc.fontSize(18).text("AML screening report");
  doc
    .fontSize(10)
    .fillColor("#555")
    .text(
      `Report ${match.resourceId} for submission ${screening.submissionId}, made ${new Date().toISOString()}`,
    );
  doc
    .fillColor(match.score >= screening.threshold ? "#b00020" : "#111")
    .fontSize(12)
    .moveDown(0.5)
    .text(
      `Score ${match.score} of 100 (threshold ${screening.threshold}): ${screening.status === "Red Flag" ? "Red Flag" : "no flag"}, risk ${screening.riskLevel}`,
    );

  heading("Applicant as screened");
  row("Name", screening.applicant.name);
  row("Screened as", match.screenedAs);
  row("Date of birth", screening.applicant.dateOfBirth ?? "not given");
  row("Nationality", screening.applicant.nationality ?? "not given");
  row("Gender", screening.applicant.gender ?? "not given");
  row("Screened at", screening.screenedAt.toISOString());

  heading("Listed entry matched");
  row("Listed name", match.entry.primaryName);
  row(match.matchedNameKind === "alias" ? "Matched alias" : "Matched name", match.matchedName);
  row("Entry id on the list", match.entry.externalId);
  row("Programmes", listed(match.entry.programmes));
  row("Dates of birth", listed(match.entry.datesOfBirth.map((d) => d.text)));
  row("Nationalities", listed(match.entry.nationalities));
  row("Gender", match.entry.gender ?? "not listed");

  heading("Score and its explanation");
  for (const feature of match.features)
    doc.fillColor("#111").text(`• ${printableText(featureLine(feature))}`, { indent: 10 });
  if (match.risk) doc.fillColor("#111").text(`Risk of this match: ${match.risk.reason}`);
  doc
    .fillColor("#555")
    .moveDown(0.3)
    .text(
      `Name similarity is the base (0-100); each qualifier adds or subtracts points; the total is capped to 0-100 and compared with the project's threshold. The risk is High only when the date of birth (or the birth year and nationality) confirms the name and nothing disagrees.`,
    );

  heading("List");
  row("List", `${match.list.name} (${match.list.category})`);
  row("Version", match.list.versionDate);
  row("Source", match.list.source);
  row("Screened against", screening.lists.map((l) => `${l.name} ${l.versionDate}`).join(", "));
  if (screening.matches.length > 1)
    row("Other matches in this screening", String(screening.matches.length - 1));

  doc
    .moveDown(1.2)
    .fillColor("#555")
    .fontSize(9)
    .text(
      "A screening match is a lead for a reviewer, not a finding: compare the applicant's documents with the listed entry before deciding.",
    );
  doc.end();
  return done;
}
