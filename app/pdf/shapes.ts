/** Shapes our PDFs draw with pdf-lib (the storybook, the field kit). */
import type { Color, PDFPage } from 'pdf-lib'

function roundedRectPath(w: number, h: number, r: number) {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2))
  return `M ${radius} 0 H ${w - radius} A ${radius} ${radius} 0 0 1 ${w} ${radius} V ${h - radius} A ${radius} ${radius} 0 0 1 ${w - radius} ${h} H ${radius} A ${radius} ${radius} 0 0 1 0 ${h - radius} V ${radius} A ${radius} ${radius} 0 0 1 ${radius} 0 Z`
}

/** A rounded rectangle given by its bottom-left corner (PDF coordinates). */
export function drawRoundedRect(
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number; radius: number },
  style: { fill?: Color; border?: Color; borderWidth?: number; opacity?: number; dash?: number[] },
) {
  page.drawSvgPath(roundedRectPath(box.width, box.height, box.radius), {
    x: box.x,
    y: box.y + box.height,
    ...(style.fill ? { color: style.fill } : {}),
    ...(style.border ? { borderColor: style.border, borderWidth: style.borderWidth ?? 1 } : {}),
    ...(style.dash ? { borderDashArray: style.dash } : {}),
    ...(style.opacity !== undefined ? { opacity: style.opacity } : {}),
  })
}

/** Path data of a five-pointed star of `radius` around the origin, for drawSvgPath at its centre. */
export function starPath(radius: number) {
  const points: string[] = []
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.45
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    points.push(`${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`)
  }
  return `M ${points.join(' L ')} Z`
}
