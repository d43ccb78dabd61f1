// The one function the replica tests use from Next's compiled copy of React's Flight client,
// which ships without type declarations.
declare module "next/dist/compiled/react-server-dom-webpack/client.node.js" {
  /** Encodes server-action arguments exactly as the browser does before posting them. */
  export function encodeReply(value: unknown[]): Promise<string | FormData>;
}
