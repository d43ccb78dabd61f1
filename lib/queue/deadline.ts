// A case's age and its review deadline (hours from submission, REVIEW_DEADLINE_HOURS).
// Browser-safe: the table marks overdue rows from the same rule the counts use.
const hour = 3_600_000;

/** Only a case still waiting for a decision can be late. */
export function isOverdue(createdAt: string, open: boolean, deadlineHours: number, now: number): boolean {
  return open && Date.parse(createdAt) + deadlineHours * hour < now;
}

/** "45 min", "5 h", "3 d": how long the applicant has been waiting, in plain words. */
export function formatAge(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
