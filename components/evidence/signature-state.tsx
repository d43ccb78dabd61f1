// Whether a stored document's signature held when this page was made (checked on the server
// against the audit signing key's public key and any retired ones).
import { useTranslations } from "next-intl";

export function SignatureState({ valid, problem }: { valid: boolean; problem: string | null }) {
  const t = useTranslations("evidence.signature");
  return valid ? (
    <span className="inline-block whitespace-nowrap rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-900">
      {t("valid")}
    </span>
  ) : (
    <span
      className="inline-block rounded bg-rose-100 px-1.5 py-0.5 text-xs font-medium text-rose-900"
      title={problem ?? undefined}
    >
      {problem ? t("invalidWith", { problem }) : t("invalid")}
    </span>
  );
}
