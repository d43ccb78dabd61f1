// Colours of chart series, distinguishable and readable on white (and in grey for print).
const palette = [
  "#0f766e",
  "#b45309",
  "#4338ca",
  "#be123c",
  "#15803d",
  "#7c3aed",
  "#0369a1",
  "#a16207",
  "#64748b",
];

export const colorOf = (i: number) => palette[i % palette.length]!;
