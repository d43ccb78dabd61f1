// The KYC interface (docs/kyc-api.md) as zod schemas: what the dashboard's client validates
// every response against, and what the embedded service's responses are tested against.
// Names the interface leaves open are chosen in docs/decisions/0003-interface-choices.md.
export * from "./primitives";
export * from "./submissions";
export * from "./steps";
export * from "./account-verification";
export * from "./operations";
