// Specimen identity documents with known ground truth (see docs/specimens.md).
export { renderSpecimen, type RenderSpecimenOptions, type RenderedSpecimen } from "./render";
export { realisticDegrade, type Degrade } from "./degrade";
export { photographedDegrade } from "./photo-effects";
export {
  groundTruth,
  randomSpecimenFields,
  SPECIMEN_KINDS,
  type SpecimenFields,
  type SpecimenKind,
} from "./fields";
export { td1Lines, td3Lines } from "./mrz-lines";
export { renderSpecimenPhoto } from "./sized-photo";
