// Turns the server's JSON log lines into short readable ones, so `npm run dev` interleaves
// the service's and the dashboard's logs legibly. Set KYC_SERVICE_LOG_FORMAT=json for JSON.
const levels: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

interface LogLine {
  level: number;
  time: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

function formatLogLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(line.time).toISOString().slice(11, 19);
  const level = levels[line.level] ?? String(line.level);
  const text = line.msg ?? "";
  const err = line.err
    ? ` — ${line.err.type ?? "Error"}: ${line.err.message ?? ""}\n${line.err.stack ?? ""}`
    : "";
  return `${time} ${level.padEnd(5)} ${text}${err}`.trimEnd();
}

export const readableLogStream = {
  write(chunk: string) {
    process.stdout.write(`${formatLogLine(chunk)}\n`);
  },
};
