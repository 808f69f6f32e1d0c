import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/helpers";
import { rowsOf } from "./sql-helpers";

// Statement files travel as bytea: every byte value must come back as it went in, on either driver.
const t = setupTestApp();

describe("bytea", () => {
  it("keeps every byte value through a parameter and a result", async () => {
    const bytes = Buffer.alloc(3 * 256);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 256;
    const window = bytes.subarray(5, 700);
    const [row] = rowsOf<{ b: Uint8Array; n: number }>(
      await t.database.db.execute(sql`select ${window}::bytea as b, length(${window}::bytea) as n`),
    );
    expect(row?.n).toBe(695);
    expect(Buffer.from(row!.b).equals(window)).toBe(true);
  });
});
