// A TCP proxy that holds every chunk the dashboard sends to the KYC service for a fixed time
// before passing it on: each call then takes that much longer, as it would against the vendor
// over the internet. TLS passes through untouched (the dashboard still verifies the service's
// certificate); answers come back at once, and chunks keep their order.
import net from "node:net";
import type { AddressInfo } from "node:net";

export interface LatencyProxy {
  port: number;
  close(): Promise<void>;
}

export async function startLatencyProxy(targetPort: number, delayMs: number): Promise<LatencyProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, "localhost");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // Timers of equal delay fire in the order they were set, so the bytes stay in order.
    client.on("data", (chunk) => setTimeout(() => upstream.write(chunk), delayMs));
    client.on("end", () => setTimeout(() => upstream.end(), delayMs));
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
