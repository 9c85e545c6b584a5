/**
 * Where a row of chips breaks into two: after the chip at which the cumulative label length first
 * reaches half of the total (the legal-texts modal's tag row). Returns the index of the first chip
 * of the second row; `labels.length` means "no break" (0 or 1 chip).
 */
export function chipRowBreakIndex(labels: readonly string[]): number {
  if (labels.length < 2) return labels.length;
  const lengths = labels.map((label) => label.length);
  const half = lengths.reduce((sum, n) => sum + n, 0) / 2;
  let cumulative = 0;
  for (let i = 0; i < lengths.length; i++) {
    cumulative += lengths[i]!;
    if (cumulative >= half) return Math.min(i + 1, labels.length - 1);
  }
  return labels.length - 1;
}
