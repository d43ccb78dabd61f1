import { ImageViewer } from "./image-viewer";
import { OnDemand } from "./on-demand";

export const imageSrc = (id: string, type: string) =>
  `/api/submissions/${encodeURIComponent(id)}/images/${type}`;

/**
 * The ID photo and the selfie side by side, the back of the ID under the front, then the
 * address document if there is one. The selfie comes with step 2: before any attempt there
 * is none to ask the service for.
 */
export function SubmissionImages({ id, stepTwoRan }: { id: string; stepTwoRan: boolean }) {
  return (
    <section aria-labelledby="images-heading" className="space-y-3">
      <h2 id="images-heading" className="text-base font-semibold">
        Images
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="space-y-2">
          <ImageViewer src={imageSrc(id, "idImage")} label="ID photo" />
          {/* The back (the vendor's idBackImage) is optional and rare: asked for only on demand. */}
          <OnDemand label="Show the back of the ID">
            <ImageViewer src={imageSrc(id, "idBackImage")} label="Back of the ID" />
          </OnDemand>
        </div>
        {stepTwoRan ? (
          <ImageViewer src={imageSrc(id, "selfieImage")} label="Selfie" />
        ) : (
          <figure className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
            <figcaption className="font-medium text-slate-800">Selfie</figcaption>
            <p className="mt-1">No selfie yet: the applicant has not reached step 2.</p>
          </figure>
        )}
      </div>
      {/* Most submissions have no address document: asked for only when the reviewer wants it. */}
      <OnDemand label="Show the address document">
        <ImageViewer src={imageSrc(id, "addressImage")} label="Address document" />
      </OnDemand>
    </section>
  );
}
