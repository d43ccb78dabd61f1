// Address codes: p50 of POST /v3/address_code over HTTPS against the same-run floor of an
// authenticated request (a 404 on an unknown path: TLS, routing, the API-key lookup, a JSON
// reply), then where the time goes inside the process: form parsing and the resolution.
import { performance } from "node:perf_hooks";
import { Agent, fetch } from "undici";
import { addressCode } from "../../kyc-service/places/address-code";
import { gazetteer } from "../../kyc-service/places/gazetteer";
import { startService } from "../../kyc-service/setup/service-process";
import { ms, percentile, time, type Report } from "./measure";

const addresses = [
  "37.5796,126.9770",
  "8Q98HXHG+RQ",
  "HXHG+RQ Seoul, South Korea",
  "1600 Amphitheatre Parkway, Mountain View, CA 94043, USA",
  "서울특별시 종로구 사직로 161",
];
const rounds = 200;
const concurrency = 8;

const us = (value: number) => `${(value * 1000).toFixed(1)} µs`;

export async function bench(report: Report) {
  const service = await startService();
  const dispatcher = new Agent({ connect: { ca: service.ca }, connections: concurrency });
  try {
    const headers = { "x-api-key": service.apiKey, "content-type": "application/x-www-form-urlencoded" };
    const addressCall = async (i: number) => {
      const response = await fetch(`${service.baseUrl}/v3/address_code`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ address: addresses[i % addresses.length]! }).toString(),
        dispatcher,
      });
      if (response.status !== 200) throw new Error(`address_code answered ${response.status}`);
      return response.json();
    };
    const floorCall = async () => {
      const response = await fetch(`${service.baseUrl}/v3/bench-floor`, {
        method: "POST",
        headers,
        body: "address=x",
        dispatcher,
      });
      return response.json();
    };

    for (let i = 0; i < 20; i++) await Promise.all([addressCall(i), floorCall()]);
    const addressTimes: number[] = [];
    const floorTimes: number[] = [];
    for (let i = 0; i < rounds; i++) {
      addressTimes.push((await time(() => addressCall(i)))[0]);
      floorTimes.push((await time(floorCall))[0]);
    }
    report(
      "places: address_code p50, one at a time",
      ms(percentile(addressTimes, 50)),
      `authenticated 404 ${ms(percentile(floorTimes, 50))}`,
    );
    report(
      "places: address_code p95, one at a time",
      ms(percentile(addressTimes, 95)),
      `authenticated 404 ${ms(percentile(floorTimes, 95))}`,
    );

    // Under load: `concurrency` requests in flight, as several applicants at once; batches
    // of both kinds alternate so the machine's other work hits both alike.
    const inFlight = { address: [] as number[], floor: [] as number[] };
    const elapsed = { address: 0, floor: 0 };
    const batch = async (kind: "address" | "floor", size: number) => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < size)
            inFlight[kind].push(
              (await time(() => (kind === "address" ? addressCall(next++) : (next++, floorCall()))))[0],
            );
        }),
      );
      elapsed[kind] += performance.now() - started;
    };
    for (let i = 0; i < 8; i++) {
      await batch("address", rounds / 4);
      await batch("floor", rounds / 4);
    }
    const perSecond = (kind: "address" | "floor") =>
      `${((inFlight[kind].length / elapsed[kind]) * 1000).toFixed(0)}/s`;
    report(
      `places: address_code p50, ${concurrency} in flight`,
      ms(percentile(inFlight.address, 50)),
      `authenticated 404 ${ms(percentile(inFlight.floor, 50))}`,
    );
    report(
      `places: address_code throughput, ${concurrency} in flight`,
      perSecond("address"),
      `authenticated 404 ${perSecond("floor")}`,
    );

    // Inside the process: the gazetteer load, form parsing, and each form's resolution.
    const loadStarted = performance.now();
    gazetteer();
    report("places: gazetteer load (once per process)", ms(performance.now() - loadStarted));
    const body = new URLSearchParams({ address: addresses[3]!, language: "en" }).toString();
    report("places: form parsing p50", us(inProcess(() => Object.fromEntries(new URLSearchParams(body)))));
    for (const address of addresses)
      report(`places: resolve "${address}" p50`, us(inProcess(() => addressCode(address))));
  } finally {
    await dispatcher.close();
    await service.stop();
  }
}

/** p50 in milliseconds of `work` run synchronously, after a warm-up. */
function inProcess(work: () => unknown): number {
  for (let i = 0; i < 200; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return percentile(samples, 50);
}
