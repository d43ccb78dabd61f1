// A reviewer driving a dashboard over plain HTTP, as the browser does but without one: page
// and route requests with the session cookie, and server actions posted with the Next-Action
// header and a body encoded by React's own encodeReply (what the page's JavaScript sends).
// Action ids come from the build's server-reference manifest. A browser per request would
// cost more CPU than the two dashboards together; the requests are the same.
import { readFileSync } from "node:fs";
import path from "node:path";
// Next's own copy of React's client for server references (react-client.d.ts types it).
import { encodeReply } from "next/dist/compiled/react-server-dom-webpack/client.node.js";
import type { E2EAccount } from "../e2e/accounts";

const root = path.resolve(import.meta.dirname, "../..");

interface ManifestEntry {
  exportedName?: string;
  filename?: string;
}

let manifest: Record<string, ManifestEntry> | undefined;

/** The id of server action `name` exported by `file` in the current build (.next). */
export function actionId(file: string, name: string): string {
  manifest ??= (
    JSON.parse(readFileSync(path.join(root, ".next/server/server-reference-manifest.json"), "utf8")) as {
      node: Record<string, ManifestEntry>;
    }
  ).node;
  const found = Object.entries(manifest).find(([, e]) => e.filename === file && e.exportedName === name);
  if (!found) throw new Error(`no server action ${name} of ${file} in .next: run \`next build\` first`);
  return found[0];
}

/** What one request ended as: its status and, for an action, the result object it returned. */
export interface Outcome {
  status: number;
  result?: { ok?: boolean; error?: string };
}

/** The action's result in a Flight answer: row 1 holds the value the action returned. */
function actionResult(body: string): Outcome["result"] {
  const row = /^1:(\{.*\})$/m.exec(body)?.[1];
  return row ? (JSON.parse(row) as Outcome["result"]) : undefined;
}

/**
 * One person's session, its requests going to the dashboards in turn (a load balancer without
 * sticky sessions): signed in on one, the next request is answered by the other.
 */
export class HttpReviewer {
  private cookie = "";
  private turn: number;

  constructor(
    private bases: string[],
    readonly account: E2EAccount,
    first = 0,
  ) {
    this.turn = first;
  }

  private next(): string {
    return this.bases[this.turn++ % this.bases.length]!;
  }

  /** Signs in through the sign-in page's action; the session cookie comes with its redirect. */
  async signIn(): Promise<Outcome> {
    const form = new FormData();
    form.set("email", this.account.email);
    form.set("password", this.account.password);
    form.set("callbackUrl", "/submissions");
    this.cookie = "";
    const response = await this.post(
      "/signin",
      actionId("lib/auth/sign-in-actions.ts", "signInWithPassword"),
      [{}, form],
    );
    const session = response.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
    await response.arrayBuffer();
    if (session) this.cookie = session.split(";")[0]!;
    // Success is a redirect carrying the cookie; a refusal answers the form again.
    return { status: session ? 200 : response.status === 200 ? 401 : response.status };
  }

  /** A page or route handler: the whole body is read, as a browser would. */
  async get(pathname: string): Promise<Outcome> {
    const response = await fetch(new URL(pathname, this.next()), {
      headers: { cookie: this.cookie },
      redirect: "manual",
    });
    await response.arrayBuffer();
    return { status: response.status };
  }

  /** Invokes server action `name` of `file` from page `pathname` with `args`. */
  async action(pathname: string, file: string, name: string, args: unknown[]): Promise<Outcome> {
    const response = await this.post(pathname, actionId(file, name), args);
    return { status: response.status, result: actionResult(await response.text()) };
  }

  private async post(pathname: string, id: string, args: unknown[]): Promise<Response> {
    const body = await encodeReply(args);
    const base = this.next();
    return fetch(new URL(pathname, base), {
      method: "POST",
      headers: {
        cookie: this.cookie,
        origin: base,
        "next-action": id,
        accept: "text/x-component",
        ...(typeof body === "string" ? { "content-type": "text/plain;charset=UTF-8" } : {}),
      },
      body,
      redirect: "manual",
    });
  }
}
