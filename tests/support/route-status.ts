// A route handler's status as Next.js would send it: its Response's, or the 401/403 that
// unauthorized() or forbidden() interrupted it with (Next.js turns those into responses;
// called directly, they throw an error carrying the status in its digest).
export async function routeStatus(call: () => Promise<Response>): Promise<number> {
  try {
    const response = await call();
    await response.text(); // read to the end: a stream cancelled halfway would only add noise
    return response.status;
  } catch (error) {
    const fallback = /^NEXT_HTTP_ERROR_FALLBACK;(\d{3})$/.exec(
      String((error as { digest?: unknown }).digest),
    );
    if (fallback) return Number(fallback[1]);
    throw error;
  }
}
