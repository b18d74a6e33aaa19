/** The page's font at `px` pixels, as a canvas font string (the body's font family). */
const fontAt = (px: number) =>
  `${px}px ${typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily}`;

let canvas: CanvasRenderingContext2D | null = null;

/** The width (px) of `text` drawn in the page's font at `px` pixels; an estimate where no canvas measures. */
function textWidth(text: string, px: number): number {
  canvas ??=
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * px * 0.6;
  canvas.font = fontAt(px);
  return canvas.measureText(text).width;
}

/** The widest of `labels` (px) in the page's font at `px` pixels, rounded up. */
export const labelWidth = (labels: string[], px: number): number =>
  Math.ceil(Math.max(0, ...labels.map((l) => textWidth(l, px))));

/** `text` as it fits in `width` px at `px` pixels: whole, or its longest start that fits followed by '…'. */
export function fitLabel(text: string, width: number, px: number): string {
  if (textWidth(text, px) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(`${text.slice(0, mid).trimEnd()}…`, px) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}
