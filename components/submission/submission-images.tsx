import { ImageViewer } from "./image-viewer";
import { OnDemand } from "./on-demand";

export const imageSrc = (id: string, type: string) => `/api/submissions/${encodeURIComponent(id)}/images/${type}`;

/** The ID photo and the selfie side by side, then the address document if there is one. */
export function SubmissionImages({ id }: { id: string }) {
  return (
    <section aria-labelledby="images-heading" className="space-y-3">
      <h2 id="images-heading" className="text-base font-semibold">Images</h2>
      <div className="grid gap-3 md:grid-cols-2">
        <ImageViewer src={imageSrc(id, "idImage")} label="ID photo" />
        <ImageViewer src={imageSrc(id, "selfieImage")} label="Selfie" />
      </div>
      {/* Most submissions have no address document: asked for only when the reviewer wants it. */}
      <OnDemand label="Show the address document">
        <ImageViewer src={imageSrc(id, "addressImage")} label="Address document" />
      </OnDemand>
    </section>
  );
}
