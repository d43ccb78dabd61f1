// Auth.js endpoints (sign-in callbacks, sign-out, session, CSRF token).
import { handlers } from "@/lib/auth/config";

export const { GET, POST } = handlers;
