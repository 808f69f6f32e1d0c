// A user's file name is shown in lists and offered back on download, and nothing more: it never
// reaches a path (the store uses server-made keys). Still it is cleaned, so that it cannot smuggle
// path parts, control characters or quotes into a Content-Disposition header or a saved file.
import type { LeaseDocumentType } from "../../shared/lease-documents";

const EXTENSIONS: Record<LeaseDocumentType, string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
};
const MAX_NAME = 150;
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  /[\u0000-\u001f\u007f-\u009f"*:<>?|\\/]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The last path part, cleaned and shortened, ending with the detected type's extension. */
export function safeFileName(raw: string, type: LeaseDocumentType): string {
  const last = raw.split(/[\\/]/).pop() ?? "";
  let name = last
    .normalize("NFC")
    .replace(UNSAFE, "_")
    .trim()
    .replace(/^[.\s]+/, "");
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const wanted = EXTENSIONS[type];
  if (!wanted.includes(ext)) name = `${name || "document"}.${wanted[0]}`;
  if (name.length > MAX_NAME) {
    const suffix = name.slice(name.lastIndexOf("."));
    name = name.slice(0, MAX_NAME - suffix.length) + suffix;
  }
  return name;
}

/** `attachment` with an ASCII fallback and the exact name in RFC 5987 form (non-ASCII names survive). */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/[%;]/g, "_");
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
