// The evidence of a case: ID photo and selfie (the selfie only once step 2 has run), and the
// back of the ID and the address document on demand. The KYC service keeps the latest selfie only, so earlier
// attempts' selfies cannot be shown; the page says so rather than showing the wrong one.
import { useTranslations } from "next-intl";
import { Evidence } from "./evidence";
import { ImageViewer } from "./image-viewer";
import { OnDemand } from "./on-demand";
import { imageSrc } from "./submission-images";

export function CaseEvidence({ id, attempts }: { id: string; attempts: number | undefined }) {
  // Attempts not returned: the selfie may exist, so the viewer asks for it.
  const t = useTranslations("evidence");
  const stepTwoRan = attempts === undefined || attempts > 0;
  return (
    <div className="space-y-2">
      <Evidence
        items={[
          { key: "id", label: t("idPhoto"), src: imageSrc(id, "idImage") },
          {
            key: "selfie",
            label: attempts && attempts > 1 ? t("selfieLatest", { count: attempts }) : t("selfie"),
            src: stepTwoRan ? imageSrc(id, "selfieImage") : null,
            missing: t("noSelfie"),
          },
        ]}
      />
      {attempts !== undefined && attempts > 1 && (
        <p className="text-xs text-slate-600">{t("latestSelfieOnly")}</p>
      )}
      {/* The back of the ID (the vendor's idBackImage) is optional and rare: on demand. */}
      <OnDemand label={t("showBack")}>
        <ImageViewer src={imageSrc(id, "idBackImage")} label={t("back")} />
      </OnDemand>
      {/* Most submissions have no address document: asked for only when the reviewer wants it. */}
      <OnDemand label={t("showAddress")}>
        <ImageViewer src={imageSrc(id, "addressImage")} label={t("address")} />
      </OnDemand>
    </div>
  );
}
