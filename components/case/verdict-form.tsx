"use client";
// A verdict on one AML match with its reason; a recorded verdict can be changed the same way
// (the newest counts, each is audited with its reason). After a verdict the page refreshes so
// the decision panel re-checks its rules against the new verdicts at once.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { ReasonField } from "@/components/ui/reason-form-parts";
import type { ActionResult } from "@/lib/actions/result";

// The order the choices are offered in: the common finding first.
const choices = ["false_positive", "true_match", "escalate"] as const;

export function VerdictForm({
  submissionId,
  resourceId,
  number,
  current,
  confirm = false,
  submit,
}: {
  submissionId: string;
  resourceId: string;
  number: number;
  /** The verdict on record, if any: the form then changes it. */
  current?: string;
  /**
   * A High-risk false positive another reviewer recorded: the form confirms it (a false positive
   * by a second person, four eyes), with a different verdict still one click away.
   */
  confirm?: boolean;
  submit: (previous: unknown, form: FormData) => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations("case.verdict");
  const router = useRouter();
  if (confirm)
    return (
      <div className="space-y-2">
        <ActionForm
          action={(form) => submit(null, form)}
          onDone={() => router.refresh()}
          submitLabel={t("confirm")}
          pendingLabel={t("recording")}
          success={t("recorded")}
          clearOnDone
          tone="plain"
          label={t("confirmTitle", { number })}
          className="space-y-2 text-sm"
        >
          <input type="hidden" name="submissionId" value={submissionId} />
          <input type="hidden" name="resourceId" value={resourceId} />
          <input type="hidden" name="verdict" value="false_positive" />
          <ReasonField label={t("reasonConfirm")} />
        </ActionForm>
        <details className="text-sm">
          <summary className="cursor-pointer text-sky-800">{t("otherVerdict")}</summary>
          <VerdictForm
            submissionId={submissionId}
            resourceId={resourceId}
            number={number}
            current={current}
            submit={submit}
          />
        </details>
      </div>
    );
  const title = current ? t("changeTitle", { number }) : t("title", { number });
  return (
    <ActionForm
      action={(form) => submit(null, form)}
      onDone={() => router.refresh()}
      submitLabel={current ? t("change") : t("record")}
      pendingLabel={t("recording")}
      success={t("recorded")}
      clearOnDone
      tone="plain"
      label={title}
      className="space-y-2 text-sm"
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="resourceId" value={resourceId} />
      <VerdictChoices title={title} current={current} />
      <ReasonField label={current ? t("reasonChange") : t("reason")} />
    </ActionForm>
  );
}

function VerdictChoices({ title, current }: { title: string; current?: string }) {
  const t = useTranslations("case");
  const field = useFieldProps("verdict");
  return (
    <fieldset aria-describedby={field["aria-describedby"]}>
      <legend className="font-medium">{title}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {choices.map((value) => (
          <label key={value} className="inline-flex items-center gap-1">
            <input type="radio" name="verdict" value={value} />
            {t(`aml.choices.${value}`)}
            {value === current ? <span className="text-slate-600">{t("verdict.current")}</span> : null}
          </label>
        ))}
      </div>
      <FieldError name="verdict" />
    </fieldset>
  );
}
