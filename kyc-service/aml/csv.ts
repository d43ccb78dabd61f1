// A small RFC 4180 reader: quoted fields with "" escapes and line breaks inside quotes.
// Each record keeps the line it started on, so import errors can name it.
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

export function* readCsv(text: string): Generator<CsvRecord> {
  let line = 1;
  let i = 0;
  // OFAC's files end with a DOS end-of-file byte (0x1A); it is not data.
  const end = text.endsWith("\u001a") ? text.length - 1 : text.length;
  while (i < end) {
    const startLine = line;
    const fields: string[] = [];
    let field = "";
    let quoted = false;
    let wasQuoted = false;
    for (;;) {
      if (i >= end) {
        if (quoted) throw new CsvSyntaxError(startLine, "a quoted field is never closed");
        break;
      }
      const ch = text[i]!;
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          quoted = false;
          i += 1;
          continue;
        }
        if (ch === "\n") line += 1;
        field += ch;
        i += 1;
        continue;
      }
      if (ch === '"' && field.trim() === "" && !wasQuoted) {
        quoted = true;
        wasQuoted = true;
        field = "";
        i += 1;
        continue;
      }
      if (ch === ",") {
        fields.push(field);
        field = "";
        wasQuoted = false;
        i += 1;
        continue;
      }
      if (ch === "\r" || ch === "\n") {
        i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
        line += 1;
        break;
      }
      if (wasQuoted && ch !== " ")
        throw new CsvSyntaxError(
          startLine,
          `unexpected text after a closing quote in field ${fields.length + 1}`,
        );
      field += ch;
      i += 1;
    }
    fields.push(field);
    // Blank lines carry no record.
    if (fields.length === 1 && fields[0]!.trim() === "") continue;
    yield { line: startLine, fields };
  }
}
