// The dashboard's KYC client, configured from the environment. Server-only: the API key
// and the service addresses never reach the browser.
import "server-only";
import { env } from "../env";
import { createKycClient, type KycClient } from "./client";

const globalForKyc = globalThis as unknown as { kycClient?: KycClient };

export function kyc(): KycClient {
  if (!globalForKyc.kycClient) {
    const { kyc: config } = env();
    globalForKyc.kycClient = createKycClient(config);
  }
  return globalForKyc.kycClient;
}
