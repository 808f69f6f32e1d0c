import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const db = new PGlite({ extensions: { pg_trgm } });
await db.exec("create extension if not exists pg_trgm");
console.log((await db.query("select similarity('insurence','insurance') s, word_similarity('insurence','Annual landlord insurance premium') w, to_tsquery('english','insur:*') q, show_limit()")).rows);
