// What the routes and the domain need from the running service, built once by main.ts.
import type { ServiceDb } from "./store/db";
import type { FileStore } from "./store/files";
import type { BankAdapter } from "./bank/adapter";
import type { IdDocumentReader } from "./verification/ocr/read-id-document";

export interface ServiceDeps {
  db: ServiceDb;
  files: FileStore;
  /** PreStep2's bank; the simulated bank in the service database when not given. */
  bank?: BankAdapter;
  /** OCR of ID images (step 1), a pool of tesseract workers; without it step 1 reads nothing. */
  ocr?: IdDocumentReader;
}
