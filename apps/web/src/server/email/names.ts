// Control characters (C0, DEL, C1) would let a name break a Subject line or fake extra lines of the
// body; bidirectional marks, embeddings, overrides and isolates would let it reorder the text a reader
// sees (e.g. make a link or sender look different, CVE-2021-42574 style).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** A user-chosen name (person or organization) as it may appear in an e-mail. */
export function emailName(value: string): string {
  return value.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
}
