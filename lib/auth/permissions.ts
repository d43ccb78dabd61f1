// Roles and what each may do. The one table every page, action and route handler asks
// (through lib/auth/session.ts and lib/actions/action.ts); docs/accountability.md shows it.
export type Role = "reviewer" | "manager" | "admin";

export type Permission =
  | "submissions:read"
  | "submissions:decide"
  | "deletions:request"
  | "deletions:approve"
  | "audit:read"
  | "audit:export"
  | "overview:read"
  | "assignments:manage"
  | "duplicates:settle"
  | "monitoring:review"
  | "monitoring:settle"
  | "users:manage"
  // Queues, their members and the default queue (lib/queues/).
  | "queues:manage"
  // One's own out-of-office periods and assignment pause; anyone's (lib/availability/).
  | "availability:own"
  | "availability:manage"
  // One's own account settings (language, time zone): everyone who may sign in.
  | "preferences:own";

export const roles: readonly Role[] = ["reviewer", "manager", "admin"];

export const permissions: readonly Permission[] = [
  "submissions:read",
  "submissions:decide",
  "deletions:request",
  "deletions:approve",
  "audit:read",
  "audit:export",
  "overview:read",
  "assignments:manage",
  "duplicates:settle",
  "monitoring:review",
  "monitoring:settle",
  "users:manage",
  "queues:manage",
  "availability:own",
  "availability:manage",
  "preferences:own",
];

const reviewer: Permission[] = [
  "submissions:read",
  "submissions:decide",
  "deletions:request",
  "monitoring:review",
  "availability:own",
  "preferences:own",
];
const manager: Permission[] = [
  ...reviewer,
  "deletions:approve",
  "audit:read",
  "audit:export",
  "overview:read",
  "assignments:manage",
  "duplicates:settle",
  "monitoring:settle",
  "queues:manage",
  "availability:manage",
];
const admin: Permission[] = [...manager, "users:manage"];

const grants: Record<Role, ReadonlySet<Permission>> = {
  reviewer: new Set(reviewer),
  manager: new Set(manager),
  admin: new Set(admin),
};

export function can(role: Role, permission: Permission): boolean {
  return grants[role]?.has(permission) ?? false;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}
