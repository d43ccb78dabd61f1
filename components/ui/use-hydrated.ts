"use client";
// Whether React runs this page in the browser yet. False in the server's HTML and while the
// page hydrates, true after: a control that only works through React (ActionForm's submit)
// waits for it instead of letting the browser send the form its own way.
import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
