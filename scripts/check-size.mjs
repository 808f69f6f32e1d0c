// Lists source files over 400 lines and functions over 80 lines, the size limits of the codebase.
//   node scripts/check-size.mjs [path prefix ...]   (default: every tracked .ts/.tsx/.mjs/.js/.cjs file)
// A function may stay longer only with a comment just above it that starts with `check-size-allow:` and says
// why it cannot be split. Test suites' describe/it callbacks are containers, not functions, and are not
// counted. Exits 1 when something is over a limit.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;
const ALLOW = "check-size-allow:";
const SOURCE = /\.(?:[cm]?js|tsx?)$/;
const GENERATED = /(?:^|\/)(?:dist|dist-server|storybook-static|node_modules)\//;
const TEST_CONTAINERS = new Set([
  "describe",
  "it",
  "test",
  "beforeAll",
  "beforeEach",
  "afterAll",
  "afterEach",
]);

const root = path.resolve(import.meta.dirname, "..");
const prefixes = process.argv.slice(2).map((p) => path.relative(root, path.resolve(p)));

function trackedFiles() {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  return out
    .split("\0")
    .filter((f) => SOURCE.test(f) && !GENERATED.test(f) && !f.endsWith(".d.ts"))
    .filter((f) => prefixes.length === 0 || prefixes.some((p) => f === p || f.startsWith(`${p}/`)));
}

const lineOf = (source, pos) => source.getLineAndCharacterOfPosition(pos).line + 1;

/** `describe("…", () => …)`, `it.each(…)("…", () => …)`: the callee's first identifier. */
function calleeName(expression) {
  let e = expression;
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) ? e.text : "";
}

function isTestContainer(node) {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments.includes(node) &&
    TEST_CONTAINERS.has(calleeName(call.expression))
  );
}

/** The function's name, from its declaration or the variable, property or call it is assigned to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isCallExpression(parent)) return `${calleeName(parent.expression) || "call"}(…) callback`;
  if (ts.isExportAssignment(parent)) return "default export";
  return "(anonymous)";
}

/** The comments above the function, or above the statement that declares it. */
function leadingComments(source, node) {
  let holder = node;
  while (holder.parent && !ts.isSourceFile(holder.parent) && !ts.isBlock(holder.parent)) {
    if (ts.isVariableStatement(holder) || ts.isPropertyAssignment(holder) || ts.isExportAssignment(holder))
      break;
    holder = holder.parent;
  }
  const text = source.getFullText();
  return (ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? []).map((r) => text.slice(r.pos, r.end));
}

function longFunctions(file, text) {
  const kind = file.endsWith("x")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body && !isTestContainer(node)) {
      const lines = lineOf(source, node.getEnd()) - lineOf(source, node.getStart(source)) + 1;
      const allowed = leadingComments(source, node).some((c) => c.includes(ALLOW));
      if (lines > MAX_FUNCTION_LINES && !allowed)
        found.push({ file, line: lineOf(source, node.getStart(source)), name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const longFiles = [];
const functions = [];
for (const file of trackedFiles()) {
  const text = readFileSync(path.join(root, file), "utf8");
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  if (lines > MAX_FILE_LINES) longFiles.push({ file, lines });
  functions.push(...longFunctions(file, text));
}

for (const { file, lines } of longFiles)
  console.log(`${file}: ${lines} lines (file limit ${MAX_FILE_LINES})`);
for (const { file, line, name, lines } of functions)
  console.log(`${file}:${line}: ${name} is ${lines} lines (function limit ${MAX_FUNCTION_LINES})`);
console.log(
  `${longFiles.length} files over ${MAX_FILE_LINES} lines, ${functions.length} functions over ${MAX_FUNCTION_LINES}`,
);
if (longFiles.length || functions.length) process.exit(1);
