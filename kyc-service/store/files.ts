// Image files (and AML reports) of submissions, under one directory per submission:
// `<root>/<submissionId>/<kind>-<random>.<ext>`. Names are always made here, never taken
// from the client. Uploads land in `<root>/.incoming/` first and are moved into the
// submission's directory once the upload is complete and checked.
import { randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";

const incomingDirName = ".incoming";
const safeId = /^[A-Za-z0-9_-]{1,100}$/;

export class FileStore {
  constructor(readonly root: string) {}

  private get incomingDir() {
    return path.join(this.root, incomingDirName);
  }

  /** A fresh path to stream an upload into; the caller moves it with `adopt` or removes it. */
  async incomingPath(): Promise<string> {
    await mkdir(this.incomingDir, { recursive: true });
    return path.join(this.incomingDir, randomUUID());
  }

  /** The directory that holds every file of a submission (also the AML reports). */
  submissionDir(submissionId: string): string {
    if (!safeId.test(submissionId)) throw new Error(`not a submission id the service made: ${submissionId}`);
    return path.join(this.root, submissionId);
  }

  /** Moves a checked upload into the submission's directory; returns the stored (relative) name. */
  async adopt(incoming: string, submissionId: string, kind: string, extension: string): Promise<string> {
    const dir = this.submissionDir(submissionId);
    await mkdir(dir, { recursive: true });
    const name = `${kind}-${randomUUID()}.${extension}`;
    await rename(incoming, path.join(dir, name));
    return `${submissionId}/${name}`;
  }

  absolute(stored: string): string {
    const resolved = path.resolve(this.root, stored);
    if (!resolved.startsWith(this.root + path.sep))
      throw new Error("stored file name escapes the file store");
    return resolved;
  }

  open(stored: string): ReadStream {
    return createReadStream(this.absolute(stored));
  }

  async remove(stored: string | null | undefined): Promise<void> {
    if (stored) await rm(this.absolute(stored), { force: true });
  }

  async removeIncoming(paths: string[]): Promise<void> {
    await Promise.all(paths.map((file) => rm(file, { force: true })));
  }

  async removeSubmission(submissionId: string): Promise<void> {
    await rm(this.submissionDir(submissionId), { recursive: true, force: true });
  }

  /**
   * Start-up sweep: a crash can leave an unfinished upload, or the directory of a submission
   * whose rows were deleted (deletion removes rows first, files second). Both are removed.
   * Runs before the server listens, so no request is creating a directory meanwhile.
   */
  async sweep(existing: (ids: string[]) => Promise<Set<string>>): Promise<{ removed: number }> {
    await mkdir(this.root, { recursive: true });
    await rm(this.incomingDir, { recursive: true, force: true });
    const dirs = (await readdir(this.root, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && safeId.test(e.name))
      .map((e) => e.name);
    let removed = 0;
    for (let i = 0; i < dirs.length; i += 500) {
      const batch = dirs.slice(i, i + 500);
      const known = await existing(batch);
      for (const id of batch.filter((id) => !known.has(id))) {
        await this.removeSubmission(id);
        removed++;
      }
    }
    return { removed };
  }
}
