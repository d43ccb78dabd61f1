// A signed document (case record or erasure receipt) as a PDF for people: the dashboard's
// check of its signature at the top, every value in labelled rows, and the signed JSON itself
// attached, so the PDF carries what an auditor verifies. Noto Sans KR (from @fontsource, as
// the service's AML reports) renders Korean names.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { woffToSfnt } from "../../common/fonts/woff-to-sfnt";
import { covers, sections, titleOf } from "./outline";
import type { SignedEvidence } from "./signature";

// Resolved from the project root: the bundler would rewrite a createRequire() resolution.
const fontFile = () =>
  path.join(process.cwd(), "node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-korean-400-normal.woff");
const fontOf = () => woffToSfnt(readFileSync(fontFile()), ["GSUB", "GPOS", "GDEF", "BASE", "STAT"]);

// What the font covers (ASCII, Latin-1, Hangul); anything else prints as "?" rather than a box.
const printable = (text: string) =>
  text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u3131-\u318e\uac00-\ud7a3]/gu, "?");

export interface PdfCheck {
  valid: boolean;
  problem: string | null;
  keyId: string;
  sha256: string;
  checkedAt: Date;
}

export function renderEvidencePdf(
  doc: SignedEvidence,
  text: string,
  check: PdfCheck,
  fileName: string,
): Promise<Buffer> {
  const title = titleOf(doc);
  const pdf = new PDFDocument({
    size: "A4",
    margin: 50,
    font: "",
    info: { Title: title, Creator: "KYC review dashboard" },
  });
  pdf.registerFont("Noto", fontOf());
  pdf.font("Noto");
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.file(Buffer.from(text), {
    name: fileName,
    type: "application/json",
    description: `${title} (signed JSON)`,
  });

  pdf.fontSize(18).fillColor("#111").text(title);
  pdf
    .moveDown(0.3)
    .fontSize(11)
    .fillColor(check.valid ? "#065f46" : "#b00020")
    .text(
      check.valid
        ? `Signature valid: checked by the dashboard ${check.checkedAt.toISOString()} with key ${check.keyId}.`
        : `Signature NOT valid: ${check.problem}.`,
    );
  pdf
    .fontSize(9)
    .fillColor("#555")
    .text(
      `The signed JSON (SHA-256 ${check.sha256}) is attached to this PDF as ${fileName}. Verify it with only the public key: npm run evidence:verify -- ${fileName} --public-key <key.pem>. This page is a rendering of it; the JSON is the evidence.`,
    );
  pdf.moveDown(0.5).fontSize(10).fillColor("#111");
  for (const line of covers(doc)) pdf.text(`• ${printable(line)}`);
  for (const section of sections(doc)) {
    pdf
      .moveDown(0.8)
      .fontSize(13)
      .fillColor("#111")
      .text(printable(section.heading[0]!.toUpperCase() + section.heading.slice(1)));
    pdf.moveDown(0.2).fontSize(9);
    for (const [label, value] of section.rows)
      pdf
        .fillColor("#555")
        .text(`${printable(label)}: `, { continued: true })
        .fillColor("#111")
        .text(printable(value));
  }
  pdf.end();
  return done;
}
