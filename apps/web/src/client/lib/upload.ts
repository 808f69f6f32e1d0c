// File uploads: multipart through XMLHttpRequest, which (unlike fetch) reports upload progress, so a
// large file shows how far it got. Same rules as the app's HTTP client: cookies, the CSRF token, and
// errors as ApiError carrying the server's `{message}`.
import { ApiError } from "@propledger/shell";
import { api } from "./api";

export async function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  field = "file",
): Promise<T> {
  const token = await api.getCsrfToken();
  const form = new FormData();
  form.append(field, file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("X-CSRF-Token", token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError("network"));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else {
        const message = (body as { message?: string } | null)?.message ?? xhr.statusText;
        reject(new ApiError(xhr.status, body, message));
      }
    };
    xhr.send(form);
  });
}
