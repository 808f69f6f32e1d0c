// Sharing an amount out among properties in proportion to weights, in whole cents: each gets the
// floor of its exact share, and the cents left over go to the largest remainders, so the shares
// always add up to the amount.

export function allocate(amountCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((s, w) => s + w, 0);
  const ws = total > 0 ? weights : weights.map(() => 1);
  const sum = BigInt(total > 0 ? total : weights.length);
  const amount = BigInt(Math.abs(amountCents));
  const exact = ws.map((w) => amount * BigInt(w));
  const shares = exact.map((e) => e / sum);
  let left = amount - shares.reduce((s, v) => s + v, 0n);
  const order = exact
    .map((e, i) => ({ i, rem: e % sum }))
    .sort((a, b) => (b.rem > a.rem ? 1 : b.rem < a.rem ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  const sign = amountCents < 0 ? -1 : 1;
  return shares.map((s) => sign * Number(s));
}

/** A weight's share of the total in basis points (for display). */
export function shareBasisPoints(weight: number, weights: readonly number[]): number {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return Math.round(10_000 / Math.max(weights.length, 1));
  return Math.round((weight * 10_000) / total);
}
