// The one Drizzle schema module for both drivers and for drizzle-kit. Features that own tables
// (e.g. a future src/server/accounting/schema.ts) add one `export *` line here; drizzle-kit then
// generates their migrations into apps/web/drizzle/ alongside these.

export * from "../accounting/schema";
export * from "../auth/mfa/schema";
export * from "../auth/verification/schema";
export * from "../banking/schema";
export * from "../leasing/document-schema";
export * from "../leasing/schema";
export * from "../preferences/schema";
export * from "../reports/schema";
export * from "./core-schema";
