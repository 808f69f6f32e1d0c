// The search benchmark's measuring parts: relevance of the held-out set from its predicates (plain
// SQL, independent of the search code), the metrics, and a plain BM25 baseline (MiniSearch, prefix and
// fuzzy matching) over the same rows.
import { sql } from "drizzle-orm";
import MiniSearch from "minisearch";
import { labelRecords, RECORD_TARGETS, recordDocuments } from "./search-records.mjs";

const rowsOf = (r) => (Array.isArray(r) ? r : (r.rows ?? []));
const list = (values) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The property conditions of a truth over the properties alias `p`. */
function placeWhere(t) {
  const w = [];
  if (t.properties) w.push(sql`p.name in (${list(t.properties)})`);
  if (t.names) w.push(sql`p.name in (${list(t.names)})`);
  if (t.cities) w.push(sql`p.city in (${list(t.cities)})`);
  if (t.states) w.push(sql`p.state in (${list(t.states)})`);
  if (t.types) w.push(sql`p.type in (${list(t.types)})`);
  if (t.counties)
    w.push(
      sql`(${sql.join(
        t.counties.map((c) => sql`p.notes = ${`${c} County`}`),
        sql` or `,
      )})`,
    );
  if (t.streets)
    w.push(
      sql`(${sql.join(
        t.streets.map((s) => sql`p.address_line1 ilike ${`%${s}%`}`),
        sql` or `,
      )})`,
    );
  return w;
}

/**
 * A held-out query's relevant items ({id, gain} or ids) and, for transactions, the matches' count
 * and total (integer cents: the share in `codes` when given, else the amount).
 */
export async function labelHeldOut(db, org, t) {
  if (t.target === "none") return { relevant: [] };
  if (t.target in RECORD_TARGETS) return labelRecords(db, org, t);
  if (t.target === "properties") {
    const where = [sql`p.organization_id = ${org}`, ...placeWhere(t)];
    const rows = rowsOf(
      await db.execute(sql`select id from properties p where ${sql.join(where, sql` and `)} order by id`),
    );
    return { relevant: rows.map((r) => r.id) };
  }
  const where = [sql`t.organization_id = ${org}`, ...placeWhere(t)];
  if (t.type) where.push(sql`t.type = ${t.type}`);
  if (t.from) where.push(sql`t.date >= ${t.from}`);
  if (t.to) where.push(sql`t.date <= ${t.to}`);
  if (t.payees) where.push(sql`t.payee in (${list(t.payees)})`);
  for (const phrase of t.text ?? [])
    where.push(
      sql`(coalesce(t.description, '') || ' ' || coalesce(t.payee, '') || ' ' || coalesce(t.memo, '')) ilike ${`%${phrase}%`}`,
    );
  const amount = t.codes
    ? sql`(select sum(jl.debit_cents + jl.credit_cents) from journal_lines jl join accounts a on a.id = jl.account_id
           where jl.transaction_id = t.id and (jl.line_no > 0 or a.type = 'equity') and a.code in (${list(t.codes)}))`
    : sql`t.amount_cents`;
  if (t.codes) where.push(sql`${amount} is not null`);
  if (t.minCents !== undefined) where.push(sql`${amount} >= ${t.minCents}`);
  if (t.maxCents !== undefined) where.push(sql`${amount} <= ${t.maxCents}`);
  const rows = rowsOf(
    await db.execute(sql`
      select t.id, ${amount}::float8 as amount
        from transactions t left join properties p on p.id = t.property_id
       where ${sql.join(where, sql` and `)}
       order by amount desc, t.date desc, t.id`),
  );
  const count = rows.length;
  const total = rows.reduce((s, r) => s + Number(r.amount), 0);
  if (t.order === "amount_desc") {
    const k = t.top ?? 10;
    return { relevant: rows.slice(0, k).map((r, i) => ({ id: r.id, gain: k - i })), count, total };
  }
  return { relevant: rows.map((r) => r.id), count, total };
}

// ---- metrics ------------------------------------------------------------------------------------

export function score(ranked, relevant) {
  const gains = new Map(relevant.map((r) => (typeof r === "string" ? [r, 1] : [r.id, r.gain])));
  const top = ranked.slice(0, 10);
  const hits = top.filter((id) => gains.has(id)).length;
  const recall = gains.size ? hits / Math.min(10, gains.size) : 0;
  let dcg = 0;
  top.forEach((id, i) => {
    dcg += (2 ** (gains.get(id) ?? 0) - 1) / Math.log2(i + 2);
  });
  const ideal = [...gains.values()].sort((a, b) => b - a).slice(0, 10);
  const idcg = ideal.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const first = ranked.findIndex((id) => gains.has(id));
  return { recall, ndcg: idcg ? dcg / idcg : 0, mrr: first >= 0 ? 1 / (first + 1) : 0 };
}

/** The ranked ids an answer shows for a target. */
export function rankedOf(answer, target) {
  if (target === "transactions") return answer.internalData.transactions.map((t) => t.id);
  if (target === "properties") return answer.internalData.properties.map((p) => p.id);
  if (target === "help") return answer.results.filter((r) => r.type === "general").map((r) => r.id);
  if (target === "tenants") return answer.results.filter((r) => r.id.startsWith("tenant:")).map((r) => r.id);
  if (target in RECORD_TARGETS)
    return answer.results.filter((r) => r.id.startsWith(`${RECORD_TARGETS[target]}:`)).map((r) => r.id);
  return [];
}

/** Nothing of the organization's data listed (help articles may still be offered). */
export const listsNothing = (a) =>
  !a.internalData.transactions.length &&
  !a.internalData.properties.length &&
  !a.results.some((r) => r.type === "internal");

const money = (cents) => {
  const abs = Math.abs(Math.round(cents));
  return `$${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
};

/** Whether the answer's sentence states the expected count or total. */
export function statesFact(response, fact, label) {
  if (fact === "count")
    return new RegExp(`\\b${label.count.toLocaleString("en-US")} (transaction|match)`).test(response);
  const exact = money(label.total);
  return response.includes(exact) || response.includes(exact.replace(/\.\d\d$/, ""));
}

/** Per kind: n, recall, nDCG, MRR, answerable-but-empty, no-answer answered empty, facts. */
export function summarise(outcomes) {
  const kinds = new Map();
  for (const o of outcomes) {
    const k = kinds.get(o.kind) ?? { n: 0, recall: 0, ndcg: 0, mrr: 0, empty: 0, facts: 0, factsOk: 0 };
    k.n++;
    if (o.empty) k.empty++;
    if (!o.noAnswer) {
      k.recall += o.recall;
      k.ndcg += o.ndcg;
      k.mrr += o.mrr;
    }
    if (o.fact !== undefined) {
      k.facts++;
      if (o.fact) k.factsOk++;
    }
    k.noAnswer = o.noAnswer;
    kinds.set(o.kind, k);
  }
  const answerable = outcomes.filter((o) => !o.noAnswer);
  const avg = (key) => answerable.reduce((s, o) => s + o[key], 0) / Math.max(1, answerable.length);
  const empties = outcomes.filter((o) => o.empty);
  const noAnswers = outcomes.filter((o) => o.noAnswer);
  const facts = outcomes.filter((o) => o.fact !== undefined);
  return {
    kinds,
    overall: {
      n: outcomes.length,
      recall: avg("recall"),
      ndcg: avg("ndcg"),
      mrr: avg("mrr"),
      noResult: answerable.filter((o) => o.empty).length / Math.max(1, answerable.length),
      noAnswerEmpty: noAnswers.filter((o) => o.empty).length / Math.max(1, noAnswers.length),
      noAnswerPrecision: empties.length ? empties.filter((o) => o.noAnswer).length / empties.length : 1,
      facts: facts.length ? facts.filter((o) => o.fact).length / facts.length : null,
    },
  };
}

// ---- outcomes and tables ------------------------------------------------------------------------

/** One query's outcome for the search (answer) and the baseline (bm25 pseudo-answer). */
export function outcome(q, relevant, answer, label) {
  const noAnswer = q.truth.target === "none";
  // A how-to question is answered by help articles: empty when it offers none.
  const empty =
    q.truth.target === "help" ? !answer.results.some((r) => r.type === "general") : listsNothing(answer);
  const s = noAnswer ? { recall: 0, ndcg: 0, mrr: 0 } : score(rankedOf(answer, q.truth.target), relevant);
  const fact = q.truth.fact && label ? statesFact(answer.response, q.truth.fact, label) : undefined;
  return { kind: q.kind, noAnswer, empty, fact, ...s };
}

const f3 = (x) => x.toFixed(3);
const pct = (x) => `${(x * 100).toFixed(0)} %`;

/** A markdown table: per kind, the search beside the BM25 baseline. */
export function qualityTable(search, base) {
  const rows = [
    "| Kind | Queries | nDCG@10 search / BM25 | recall@10 search / BM25 | MRR search / BM25 | no-result rate search / BM25 | counts and totals stated |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [kind, k] of search.kinds) {
    const b = base.kinds.get(kind);
    const facts = k.facts ? `${k.factsOk}/${k.facts}` : "–";
    if (k.noAnswer)
      rows.push(
        `| ${kind} | ${k.n} | – | – | – | nothing listed: ${pct(k.empty / k.n)} / ${pct(b.empty / b.n)} | ${facts} |`,
      );
    else
      rows.push(
        `| ${kind} | ${k.n} | ${f3(k.ndcg / k.n)} / ${f3(b.ndcg / b.n)} | ${f3(k.recall / k.n)} / ${f3(b.recall / b.n)} | ${f3(k.mrr / k.n)} / ${f3(b.mrr / b.n)} | ${pct(k.empty / k.n)} / ${pct(b.empty / b.n)} | ${facts} |`,
      );
  }
  const o = search.overall;
  const ob = base.overall;
  rows.push(
    `| **answerable, overall** | | **${f3(o.ndcg)}** / ${f3(ob.ndcg)} | ${f3(o.recall)} / ${f3(ob.recall)} | ${f3(o.mrr)} / ${f3(ob.mrr)} | ${pct(o.noResult)} / ${pct(ob.noResult)} | ${o.facts === null ? "–" : pct(o.facts)} |`,
    "",
    `No-answer queries answered with nothing listed: ${pct(o.noAnswerEmpty)} (BM25 ${pct(ob.noAnswerEmpty)}); no-answer precision (of the answers that listed nothing, the share that were no-answer queries): ${pct(o.noAnswerPrecision)} (BM25 ${pct(ob.noAnswerPrecision)}).`,
  );
  return rows;
}

// ---- BM25 baseline ------------------------------------------------------------------------------

const TYPE_WORDS = {
  single_family: "single family house home",
  multi_family: "multi family apartments",
  condo: "condo condominium",
  commercial: "commercial",
  short_term_rental: "short term rental vacation",
};

/** MiniSearch (BM25+, prefix and fuzzy) over the organization's transactions and properties. */
export async function bm25For(db, org) {
  const props = rowsOf(
    await db.execute(sql`select id, name, address_line1, city, state, coalesce(notes, '') as notes, type
      from properties where organization_id = ${org}`),
  );
  const placeOf = new Map(
    props.map((p) => [
      p.id,
      `${p.name} ${p.address_line1} ${p.city} ${p.state} ${p.notes} ${TYPE_WORDS[p.type] ?? ""}`,
    ]),
  );
  const txs = rowsOf(
    await db.execute(sql`select t.id, t.description, coalesce(t.payee, '') as payee, coalesce(t.memo, '') as memo,
        t.type, t.property_id,
        (select string_agg(a.name, ' ') from journal_lines jl join accounts a on a.id = jl.account_id
          where jl.transaction_id = t.id and jl.line_no > 0) as category
      from transactions t where t.organization_id = ${org}`),
  );
  const index = new MiniSearch({
    fields: ["text", "place", "category"],
    searchOptions: { prefix: true, fuzzy: 0.2 },
  });
  index.addAll([
    ...txs.map((t) => ({
      id: `t:${t.id}`,
      text: `${t.description} ${t.payee} ${t.memo}`,
      place: placeOf.get(t.property_id) ?? "",
      category: `${t.category ?? ""} ${t.type}`,
    })),
    ...props.map((p) => ({ id: `p:${p.id}`, text: "", place: placeOf.get(p.id), category: "" })),
    ...(await recordDocuments(db, org)).map((r) => ({
      id: `r:${r.id}`,
      text: r.text,
      place: "",
      category: "",
    })),
  ]);
  return (query) => {
    const hits = index.search(query);
    const of = (prefix) =>
      hits
        .filter((h) => h.id.startsWith(prefix))
        .slice(0, 50)
        .map((h) => ({ id: h.id.slice(2) }));
    return {
      response: "",
      results: of("r:").map((r) => ({ id: r.id, type: "internal" })),
      internalData: { transactions: of("t:"), properties: of("p:") },
    };
  };
}
