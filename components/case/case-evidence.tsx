// The evidence of a case: ID photo and selfie (the selfie only once step 2 has run), and the
// back of the ID and the address document on demand. The KYC service keeps the latest selfie only, so earlier
// attempts' selfies cannot be shown; the page says so rather than showing the wrong one.
import { Evidence } from "./evidence";
import { ImageViewer } from "./image-viewer";
import { OnDemand } from "./on-demand";
import { imageSrc } from "./submission-images";

export function CaseEvidence({ id, attempts }: { id: string; attempts: number | undefined }) {
  // Attempts not returned: the selfie may exist, so the viewer asks for it.
  const stepTwoRan = attempts === undefined || attempts > 0;
  return (
    <div className="space-y-2">
      <Evidence
        items={[
          { key: "id", label: "ID photo", src: imageSrc(id, "idImage") },
          {
            key: "selfie",
            label: attempts && attempts > 1 ? `Selfie (latest of ${attempts} attempts)` : "Selfie",
            src: stepTwoRan ? imageSrc(id, "selfieImage") : null,
            missing: "No selfie yet: the applicant has not reached step 2.",
          },
        ]}
      />
      {attempts !== undefined && attempts > 1 && (
        <p className="text-xs text-slate-600">
          The KYC service keeps only the latest selfie; earlier attempts’ selfies are not stored.
        </p>
      )}
      {/* The back of the ID (the vendor's idBackImage) is optional and rare: on demand. */}
      <OnDemand label="Show the back of the ID">
        <ImageViewer src={imageSrc(id, "idBackImage")} label="Back of the ID" />
      </OnDemand>
      {/* Most submissions have no address document: asked for only when the reviewer wants it. */}
      <OnDemand label="Show the address document">
        <ImageViewer src={imageSrc(id, "addressImage")} label="Address document" />
      </OnDemand>
    </div>
  );
}
