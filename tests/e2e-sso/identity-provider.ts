// A real OpenID Connect provider on localhost (node-oidc-provider), for the single sign-on
// tests: one confidential client registered for the dashboard, and its own development
// login and consent pages (any login name, any password: the login name typed is the
// account, and its e-mail claim). Plain http on localhost: Auth.js allows http issuers
// (it passes oauth4webapi's allowInsecureRequests itself), a real deployment uses https.
// ID tokens are "thin" as the specification's default asks (conformIdTokenClaims): the
// e-mail is given only at the userinfo endpoint, as several enterprise providers do.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import type { Socket } from "node:net";
import Provider from "oidc-provider";

export interface IdentityProviderOptions {
  port: number;
  /** Where the dashboard under test runs: its callback is the client's one redirect URI. */
  dashboardUrl: string;
}

export class IdentityProvider {
  readonly clientId = "kyc-review-e2e";
  readonly clientSecret = randomBytes(24).toString("base64url");
  readonly issuer: string;
  private server: http.Server | undefined;
  private sockets = new Set<Socket>();

  constructor(private options: IdentityProviderOptions) {
    this.issuer = `http://localhost:${options.port}`;
  }

  async start(): Promise<void> {
    const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
      format: "jwk",
    });
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: this.clientId,
          client_secret: this.clientSecret,
          redirect_uris: [`${this.options.dashboardUrl}/api/auth/callback/oidc`],
        },
      ],
      jwks: { keys: [{ ...signingKey, alg: "RS256", use: "sig", kid: "e2e" }] },
      cookies: { keys: [randomBytes(32).toString("base64url")] },
      claims: { email: ["email", "email_verified"], profile: ["name"] },
      // The login name typed on the provider's page is the account; its e-mail is that name.
      findAccount: (_context, sub) => ({
        accountId: sub,
        claims: () => ({ sub, email: sub, email_verified: true, name: `SSO ${sub.split("@")[0]}` }),
      }),
    });
    this.server = http.createServer(provider.callback());
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.options.port, "localhost", resolve));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }
}
