// Development TLS: a local CA and a server certificate for localhost and 127.0.0.1,
// created once under .data/certs/. The dashboard trusts the CA through KYC_CA_FILE.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import forge from "node-forge";

export interface DevCertificates {
  caFile: string;
  certFile: string;
  keyFile: string;
  created: boolean;
}

export async function ensureDevCertificates(certsDir: string): Promise<DevCertificates> {
  const files = {
    caFile: path.join(certsDir, "ca.pem"),
    caKeyFile: path.join(certsDir, "ca-key.pem"),
    certFile: path.join(certsDir, "server.pem"),
    keyFile: path.join(certsDir, "server-key.pem"),
  };
  const { caKeyFile, ...result } = files;
  if (Object.values(files).every((file) => existsSync(file))) return { ...result, created: false };

  await mkdir(certsDir, { recursive: true, mode: 0o700 });
  const ca = issueCertificate({ commonName: "KYC Review development CA", isCa: true });
  const server = issueCertificate({ commonName: "localhost", issuer: ca });
  await writeFile(files.caFile, forge.pki.certificateToPem(ca.cert));
  await writeFile(caKeyFile, forge.pki.privateKeyToPem(ca.keys.privateKey), { mode: 0o600 });
  await writeFile(files.certFile, forge.pki.certificateToPem(server.cert));
  await writeFile(files.keyFile, forge.pki.privateKeyToPem(server.keys.privateKey), { mode: 0o600 });
  return { ...result, created: true };
}

interface Issued {
  cert: forge.pki.Certificate;
  keys: forge.pki.rsa.KeyPair;
}

function issueCertificate(options: { commonName: string; isCa?: boolean; issuer?: Issued }): Issued {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, workers: -1 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = forge.util.bytesToHex(forge.random.getBytesSync(16)).replace(/^[89a-f]/, "1");
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + (options.isCa ? 3650 : 825) * 86_400_000);
  const subject = [
    { name: "commonName", value: options.commonName },
    { name: "organizationName", value: "KYC Review (development)" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : subject);
  cert.setExtensions(
    options.isCa
      ? [
          { name: "basicConstraints", cA: true, critical: true },
          { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
          { name: "subjectKeyIdentifier" },
        ]
      : [
          { name: "basicConstraints", cA: false },
          { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
          { name: "extKeyUsage", serverAuth: true },
          {
            name: "subjectAltName",
            altNames: [
              { type: 2, value: "localhost" },
              { type: 7, ip: "127.0.0.1" },
              { type: 7, ip: "::1" },
            ],
          },
        ],
  );
  cert.sign((options.issuer ?? { keys }).keys.privateKey, forge.md.sha256.create());
  return { cert, keys };
}
