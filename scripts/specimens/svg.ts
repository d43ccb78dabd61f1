// Small SVG builders shared by the specimen layouts.
import { SPECIMEN_FONT } from "./fonts";

export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type TextStyle = {
  size: number;
  weight?: 400 | 700;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
};

export function text(x: number, y: number, content: string, style: TextStyle): string {
  const spacing = style.spacing ? ` letter-spacing="${style.spacing}"` : "";
  return `<text x="${x}" y="${y}" font-family="${SPECIMEN_FONT}" font-size="${style.size}" font-weight="${style.weight ?? 400}" fill="${style.fill ?? "#1a1a1a"}" text-anchor="${style.anchor ?? "start"}"${spacing}>${escapeXml(content)}</text>`;
}

/** A label over a value, as on identity documents. */
export function labelled(x: number, y: number, label: string, value: string, size = 30): string {
  return (
    text(x, y, label, { size: Math.round(size * 0.55), fill: "#4a5a70" }) +
    text(x, y + size * 1.1, value, { size, weight: 700 })
  );
}

/**
 * Machine-readable zone lines on a fixed pitch, one glyph per cell, like OCR-B: each glyph
 * is centred in its cell, so a proportional font still yields a monospaced zone.
 */
export function mrzLines(
  lines: string[],
  x: number,
  y: number,
  pitch: number,
  lineHeight: number,
  size: number,
): string {
  // One <text> per glyph: librsvg anchors a whole run at its first x, so x lists don't centre cells.
  return lines
    .flatMap((line, row) =>
      [...line].map(
        (char, i) =>
          `<text x="${(x + i * pitch + pitch / 2).toFixed(1)}" y="${y + row * lineHeight}" font-family="${SPECIMEN_FONT}" font-size="${size}" fill="#111" text-anchor="middle">${escapeXml(char)}</text>`,
      ),
    )
    .join("");
}

/** A pale guilloche-like security background: low contrast so it reads as print, not text. */
export function securityBackground(width: number, height: number, tint: string, seed: number): string {
  const waves = Array.from({ length: 14 }, (_, i) => {
    const amplitude = 12 + ((seed + i * 5) % 9);
    const offset = (height / 14) * i + 10;
    let d = `M0 ${offset}`;
    for (let x = 0; x <= width; x += 40)
      d += ` Q${x + 20} ${offset + (i % 2 ? amplitude : -amplitude)} ${x + 40} ${offset}`;
    return `<path d="${d}" stroke="${tint}" stroke-opacity="0.22" fill="none" stroke-width="1.5"/>`;
  }).join("");
  return `<rect width="${width}" height="${height}" rx="28" fill="#f7f5ee"/><rect width="${width}" height="${height}" rx="28" fill="${tint}" fill-opacity="0.07"/>${waves}`;
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
