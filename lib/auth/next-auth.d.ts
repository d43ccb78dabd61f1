// The role travels in the session token (module augmentation, as Auth.js documents it).
import "next-auth/jwt";

declare module "next-auth/jwt" {
  interface JWT {
    role?: string;
  }
}
