// Colours of chart series, distinguishable and readable on white (and in grey for print).
// A series whose name means something has its own colour: red for red flags and nothing
// else, green for a screening without a match, grey for "not screened". Others take the
// palette in order, which holds neither red nor green, so no colour says what it does not mean.
const meaning: Record<string, string> = {
  "red flag": "#b91c1c",
  "screened, no match": "#15803d",
  "not screened yet": "#94a3b8",
};

const palette = ["#0369a1", "#b45309", "#4338ca", "#7c3aed", "#0e7490", "#a16207", "#475569", "#a21caf"];

export const seriesColor = (name: string, i: number) => meaning[name] ?? palette[i % palette.length]!;
