/** Small number helpers of the demo stock generator. */

export const round2 = (n: number) => Math.round(n * 100) / 100
export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))
