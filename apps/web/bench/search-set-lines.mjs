// The line formats the sample portfolios' data is written in (bench/search-{sixth,seventh,eighth,ninth}-*.mjs),
// read in one place so every portfolio reads them alike.

/** The " | "-separated fields of a line of data. */
export const fields = (line) => line.split("|").map((s) => s.trim());

/** "key: value; flag; ..." as an object (numbers as numbers, a bare key as true). */
export const pairs = (text, sep) =>
  Object.fromEntries(
    text.split(sep).map((kv) => {
      const [k, ...v] = kv.split(":").map((s) => s.trim());
      return [k, !v.length ? true : /^\d+$/.test(v.join(":")) ? Number(v.join(":")) : v.join(":")];
    }),
  );

/**
 * A unit list, "name / tenant or - / rent $ / key:value ...; ...": the options are `before` (who paid until
 * the month `until`, which stayed vacant; without `before` the unit stood empty until then; `stopped` the
 * month the one before stopped paying), `pet` (pet rent) and `hap` (the housing authority's share, $).
 */
export const unitsOf = (text) =>
  text.split(";").map((u) => {
    const [name, tenant, rent, ...opts] = u.split("/").map((s) => s.trim());
    const o = opts.length ? pairs(opts.join("/"), "/") : undefined;
    return [name, tenant === "-" ? null : tenant, Number(rent), o];
  });

/**
 * The places, a block each: "name | address | city | state | postal | type | county", the units (on one
 * line or more) and the terms ("key: value; ..."), as [name, address, city, state, postal, type, county,
 * units, terms].
 */
export const placesOf = (text) =>
  text
    .trim()
    .split("\n\n")
    .map((block) => {
      const lines = block.split("\n");
      return [...fields(lines[0]), unitsOf(lines.slice(1, -1).join("; ")), pairs(lines.at(-1), ";")];
    });

/**
 * Vendors and their jobs: "@ vendor or - | account | property indices?" heads a vendor, each line after it
 * "description | typical $ | memo? | tag?", as [vendor | null, account, jobs: [description, typical $,
 * memos, tag?][], property indices?].
 */
export const jobsOf = (lines) =>
  lines.reduce((out, line) => {
    if (line.startsWith("@ ")) {
      const [name, account, where] = fields(line.slice(2));
      out.push([name === "-" ? null : name, account, [], where ? where.split(" ").map(Number) : undefined]);
    } else {
      const [desc, dollars, memo, tag] = fields(line);
      out.at(-1)[2].push([desc, Number(dollars), memo ? [memo] : [], tag || undefined]);
    }
    return out;
  }, []);

/**
 * One-off entries, "property index or - | dates | account | description | payee or - | $ | type?", a memo
 * on the next line after "> ", as [property index | null, date, account, description, payee | null, $,
 * type | null, memo | null], one per date.
 */
export const oneOffsOf = (lines) =>
  lines.flatMap((line, i) => {
    if (line.startsWith("> ")) return [];
    const [pi, dates, account, desc, payee, dollars, type] = fields(line);
    const memo = lines[i + 1]?.startsWith("> ") ? lines[i + 1].slice(2) : null;
    const [at, who] = [pi === "-" ? null : Number(pi), payee === "-" ? null : payee];
    return dates
      .split(" ")
      .map((date) => [at, date, account, desc, who, Number(dollars), type || null, memo]);
  });
