"use client";
// Renders its children only once the reviewer asks: nothing is fetched before that.
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

export function OnDemand({ label, children }: { label: string; children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  if (shown) return <>{children}</>;
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      disabled={!hydrated}
      className="rounded border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-50"
    >
      {label}
    </button>
  );
}
