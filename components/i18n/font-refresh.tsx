"use client";
// Chromium on a machine without a Korean font keeps Hangul it drew before that part of Noto Sans
// KR arrived (the font is split by unicode-range, app/globals.css) as boxes, even once the part
// has loaded: seen on the header's "한국어" and on bold headings. When a round of font loading
// ends, the root's font-feature-settings flips between two values that draw the same (kerning is
// on by default), which makes the browser shape every text again with the fonts it now has.
import { useEffect } from "react";

export function FontRefresh() {
  useEffect(() => {
    const fonts = document.fonts;
    const root = document.documentElement;
    const reshape = () => {
      root.style.fontFeatureSettings = root.style.fontFeatureSettings ? "" : '"kern" 1';
    };
    fonts.addEventListener("loadingdone", reshape);
    // Parts that finished before this ran: their text may already be boxes.
    void fonts.ready.then(reshape);
    return () => fonts.removeEventListener("loadingdone", reshape);
  }, []);
  return null;
}
