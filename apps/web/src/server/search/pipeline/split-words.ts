// Two typed words that the books write as one ("sky light" for skylight, "dish washer", "dry wall"):
// joined before anything else is corrected, when one of the two is no word of the data (two of its
// words side by side, "water heater", are meant as typed).

/** The query with each such pair joined, or null when there is none. */
export function joinSplitWords(query: string, dataWords: ReadonlySet<string>): string | null {
  const parts = query.split(/(\s+)/);
  let changed = false;
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const [a, b] = [parts[i]!, parts[i + 2]!];
    if (!/^[A-Za-z]{2,}$/.test(a) || !/^[A-Za-z]{2,}$/.test(b)) continue;
    const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
    if (!dataWords.has(lowerA + lowerB) || (dataWords.has(lowerA) && dataWords.has(lowerB))) continue;
    parts.splice(i, 3, a + lowerB);
    changed = true;
  }
  return changed ? parts.join("") : null;
}
