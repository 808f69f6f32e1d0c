// Every route Fastify has registered, so tests that walk them cover routes added later too.

export interface Route {
  method: string;
  path: string;
}

/** Parses `printRoutes({commonPrefix: false})`: each line is a path segment under its parent's. */
export function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split("\n")) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line.trimEnd());
    if (!m) continue;
    const depth = (m[1] ?? "").length / 4;
    const path = (parents[depth - 1] ?? "") + (m[2] ?? "");
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (m[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD" && path !== "*" && !path.includes("*")) routes.push({ method, path });
    }
  }
  return routes;
}
