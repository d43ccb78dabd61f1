// Liveness of the dashboard process, for load balancers and the e2e harness. Says nothing
// about the KYC service or the database, and needs no session.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" });
}
