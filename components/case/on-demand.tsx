"use client";
// Renders its children only once the reviewer asks: nothing is fetched before that.
import { useState } from "react";

export function OnDemand({ label, children }: { label: string; children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  if (shown) return <>{children}</>;
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      className="rounded border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-50"
    >
      {label}
    </button>
  );
}
