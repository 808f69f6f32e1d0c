// Helpers shared by the API benchmarks (accounting.mjs, notifications.mjs).
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** fetch against `base` with a cookie jar; `call` answers the parsed JSON body. */
export function apiClient(base) {
  const jar = new Map();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const call = async (method, url, body, csrf) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie: cookie(),
        ...(csrf ? { "x-csrf-token": csrf } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [name, value] = line.split(";")[0].split("=");
      jar.set(name, value);
    }
    return res.json();
  };
  return { call, cookie };
}

/** Fetches a CSRF token and signs a fresh bench user up (the client's jar then holds the session). */
export async function signUpBenchUser(call) {
  const { csrfToken } = await call("GET", "/api/csrf-token");
  const me = await call(
    "POST",
    "/api/auth/signup",
    {
      email: `bench-${Date.now()}@example.com`,
      password: "bench-password-4711",
      firstName: "Bench",
      lastName: "Mark",
    },
    csrfToken,
  );
  return { csrfToken, me };
}

/** Prints the report and appends it to <repo>/bench/results.md. */
export function appendResults(repoRoot, report) {
  console.log(`\n${report}`);
  const resultsFile = path.join(repoRoot, "bench/results.md");
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  if (!existsSync(resultsFile)) writeFileSync(resultsFile, "# Benchmark results\n\n");
  appendFileSync(resultsFile, `${report}\n`);
  console.log(`appended to ${resultsFile}`);
}
