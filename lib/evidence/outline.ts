// Evidence in words: what a verified document covers (the CLI prints it) and every value of
// it as labelled rows under headings (the PDF). Works on any document of a known format, so
// an auditor's copy and the dashboard's rendering read the same.
import type { SignedEvidence } from "./signature";

export interface Section {
  heading: string;
  rows: [string, string][];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);

function flatten(value: unknown, label: string, rows: [string, string][]) {
  if (Array.isArray(value)) {
    if (value.length === 0) rows.push([label || "entries", "none"]);
    value.forEach((item, i) => flatten(item, label ? `${label} ${i + 1}` : `#${i + 1}`, rows));
  } else if (isObj(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) rows.push([label || "entries", "none"]);
    for (const [k, v] of entries) flatten(v, label ? `${label} / ${words(k)}` : words(k), rows);
  } else rows.push([label, value === null ? "-" : String(value)]);
}

// The order a person reads them in; any other part follows.
const readingOrder = ["submission", "decision", "attempts", "aml", "possibleDuplicates", "notes", "images"];
const rank = (key: string) => (readingOrder.includes(key) ? readingOrder.indexOf(key) : readingOrder.length);

export function sections(doc: SignedEvidence): Section[] {
  const body = isObj(doc.body) ? doc.body : {};
  return Object.entries(body)
    .filter(([, v]) => isObj(v) || Array.isArray(v))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => {
      const rows: [string, string][] = [];
      flatten(value, "", rows);
      return { heading: words(key), rows };
    });
}

export const titleOf = (doc: SignedEvidence) =>
  doc.format === "kyc-case-record-v1" ? "Case record" : "Erasure receipt";

/** One line per fact an auditor checks first. */
export function covers(doc: SignedEvidence): string[] {
  const b = isObj(doc.body) ? doc.body : {};
  const sub = isObj(b.submission) ? b.submission : {};
  if (doc.format === "kyc-case-record-v1") {
    const d = isObj(b.decision) ? b.decision : {};
    const reviewer = isObj(d.reviewer) ? d.reviewer.email : "?";
    const first = isObj(d.firstReviewer) ? `, asked for by ${String(d.firstReviewer.email)} (four eyes)` : "";
    const aml = isObj(b.aml) ? b.aml : {};
    const images = Array.isArray(b.images) ? b.images.filter((i) => isObj(i) && i.state === "present") : [];
    const hashed = JSON.stringify(sub).includes("hmac-sha256:");
    return [
      `Case record ${String(b.recordId)}, issued ${String(b.issuedAt)}`,
      `Submission ${String(sub.id)} (created ${String(sub.createdAt)})`,
      `Decision: ${String(d.outcome)} (${String(d.reasonCode)}) by ${String(reviewer)}${first} at ${String(d.decidedAt)}; at the service: ${String(d.upstream)}`,
      `Covers: ${Object.keys(isObj(sub.fields) ? sub.fields : {}).length} applicant fields, ${count(b.attempts)} attempts with scores against pass marks, ${count(aml.matches)} AML matches with list versions and verdicts, ${count(b.notes)} notes, possible duplicates, ${images.length} images by SHA-256`,
      hashed
        ? "Personal data: replaced by keyed hashes (the submission was erased)"
        : "Personal data: as read at the decision",
    ];
  }
  const req = isObj(b.request) ? b.request : {};
  const appr = isObj(b.approval) ? b.approval : {};
  const er = isObj(b.erasure) ? b.erasure : {};
  const kept = isObj(b.kept) ? b.kept : {};
  const by = (v: unknown) => (isObj(v) ? String(v.email) : "nobody");
  return [
    `Erasure receipt ${String(b.receiptId)}, issued ${String(b.issuedAt)}`,
    `Submission ${String(sub.id)} erased ${String(er.completedAt)}`,
    `Requested by ${by(req.requestedBy)} at ${String(req.requestedAt)}; legal basis: ${String(req.legalBasis ?? "none needed")}; approved by ${by(appr.approvedBy)}`,
    `Service answered: ${String(er.serviceAnswer)}`,
    `Erased: ${count(er.fields)} data fields, ${count(er.images)} images by SHA-256; kept: ${count(kept.caseRecords)} case records as keyed hashes`,
  ];
}
