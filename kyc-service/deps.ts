// What the routes and the domain need from the running service, built once by main.ts.
import type { ServiceDb } from "./store/db";
import type { FileStore } from "./store/files";

export interface ServiceDeps {
  db: ServiceDb;
  files: FileStore;
}
