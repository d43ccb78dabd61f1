// The shared view of the evidence: zoom and pan apply to the ID photo and the selfie together
// (so the same region of both faces is compared), rotation to each image on its own.
export interface View {
  zoom: number;
  x: number;
  y: number;
}
export const initialView: View = { zoom: 1, x: 0, y: 0 };
export const clampZoom = (z: number) => Math.min(8, Math.max(1, Math.round(z * 100) / 100));

/**
 * Scale that keeps a rotated image wholly inside its box: a quarter turn swaps the image's
 * width and height, so it must shrink by the ratio of the fit before and after the turn.
 */
export function rotationFit(
  rotation: number,
  image: { w: number; h: number },
  box: { w: number; h: number },
) {
  if (rotation % 180 === 0 || !image.w || !image.h || !box.w || !box.h) return 1;
  const upright = Math.min(box.w / image.w, box.h / image.h);
  const turned = Math.min(box.w / image.h, box.h / image.w);
  return turned / upright;
}

/** The view after one key of the full-screen viewer, or null when the key is not one of ours. */
export function viewAfterKey(view: View, key: string): View | null {
  const step = 60;
  switch (key) {
    case "+":
    case "=":
      return { ...view, zoom: clampZoom(view.zoom * 1.25) };
    case "-":
    case "_": {
      const zoom = clampZoom(view.zoom / 1.25);
      return zoom === 1 ? initialView : { ...view, zoom };
    }
    case "ArrowLeft":
      return { ...view, x: view.x + step };
    case "ArrowRight":
      return { ...view, x: view.x - step };
    case "ArrowUp":
      return { ...view, y: view.y + step };
    case "ArrowDown":
      return { ...view, y: view.y - step };
    default:
      return null;
  }
}
