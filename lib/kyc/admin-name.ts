// The name the dashboard gives the KYC service for one of its people: the review's `admin`
// and DELETE's `admin_name`. A template (KYC_ADMIN_DISPLAY_NAME), because what a vendor's
// records should show (the person's name, an e-mail, a team name) is the operator's choice.
import "server-only";
import { db } from "../db";
import { env } from "../env";

export interface NamedPerson {
  name?: string | null;
  email: string;
  role?: string | null;
}

export function adminDisplayName(template: string, person: NamedPerson): string {
  const values: Record<string, string> = {
    "{name}": person.name ?? "",
    "{email}": person.email,
    "{localpart}": person.email.split("@")[0] ?? person.email,
    "{role}": person.role ?? "",
  };
  const name = template.replace(/\{[a-z]+\}/g, (placeholder) => values[placeholder] ?? placeholder).trim();
  // The vendor's field is free text; keep it within the 200 characters the service accepts.
  return (name || person.email).slice(0, 200);
}

/** The configured display name of a dashboard account (a reviewer or a manager). */
export async function adminNameFor(account: { id: string; email: string }): Promise<string> {
  const row = await db().reviewer.findUnique({
    where: { id: account.id },
    select: { name: true, email: true, role: true },
  });
  return adminDisplayName(env().kyc.adminDisplayName, row ?? { email: account.email });
}
