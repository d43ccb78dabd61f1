// Screening many stored submissions in one run (the re-screens): the same outcome as
// screening.ts gives each applicant, with the name half (forms, candidates, name
// similarity: name-hits.ts) worked out once per distinct name. Applicants share names far
// more than anything else (a family name and a common given name), and what the name finds
// does not depend on the date of birth, nationality or gender, which are scored per applicant.
// The memory is this run's, bounded, and decides nothing: a forgotten name is worked out again.
import type { ServiceDb } from "../store/db";
import { buildIndex, type EntryFilter } from "./index-loader";
import type { Applicant } from "./match-score";
import { candidatesPerForm, formHasHits, nameForms, nameHits, type NameHit } from "./name-hits";
import type { NameIndex } from "./name-index";
import { minNamePoints, scoreHits } from "./screen";
import { listRef, screeningOf, type ListRef, type Screening } from "./screening";

const REMEMBERED_NAMES = 300_000;
const NONE: readonly NameHit[] = [];

export class BulkScreening {
  private readonly hitsByName = new Map<string, readonly NameHit[]>();
  private readonly formsWithoutHits = new Set<string>();
  private readonly minPoints: number;

  /** `lowestThreshold`: the lowest threshold any applicant of the run is screened at. */
  constructor(
    readonly index: NameIndex,
    lowestThreshold: number,
  ) {
    this.minPoints = minNamePoints(lowestThreshold);
  }

  static async open(db: ServiceDb, thresholds: Iterable<number>, only?: EntryFilter): Promise<BulkScreening> {
    return new BulkScreening(await buildIndex(db, only), Math.min(90, ...thresholds));
  }

  /** The lists screened against, as a stored screening names them. */
  get lists(): ListRef[] {
    return this.index.lists.map(listRef);
  }

  /** The names on the list that come close enough to this name to be scored. */
  hits(name: string): readonly NameHit[] {
    let hits = this.hitsByName.get(name);
    if (!hits) {
      if (this.hitsByName.size >= REMEMBERED_NAMES) this.hitsByName.clear();
      const found = this.withoutHits(name) ? NONE : nameHits(this.index, name, this.minPoints);
      this.hitsByName.set(name, (hits = found.length ? found : NONE));
    }
    return hits;
  }

  /** Most names come near no listed name, and one person's Hangul and romanised names share
   * their forms (김민준, Kim Min-jun, MINJUN KIM): a form found without hits is remembered. */
  private withoutHits(name: string): boolean {
    const forms = nameForms(name);
    const limit = candidatesPerForm(forms.length);
    return forms.every((tokens) => {
      const key = `${limit} ${tokens.join(" ")}`;
      if (this.formsWithoutHits.has(key)) return true;
      if (formHasHits(this.index, tokens, limit, this.minPoints)) return false;
      if (this.formsWithoutHits.size >= REMEMBERED_NAMES) this.formsWithoutHits.clear();
      this.formsWithoutHits.add(key);
      return true;
    });
  }

  /** Whether the name alone can come near any listed name (screening it may find a match). */
  mayMatch(name: string): boolean {
    return this.hits(name).length > 0;
  }

  screen(applicant: Applicant, threshold: number, screenedAt: Date): Screening {
    if (minNamePoints(threshold) < this.minPoints)
      throw new Error(`threshold ${threshold} is below the run's lowest`);
    return screeningOf(
      this.index,
      applicant,
      threshold,
      () => scoreHits(applicant, this.hits(applicant.name), threshold),
      screenedAt,
    );
  }
}
