// The accounting use cases on one object, for the routes, exports and reports that hold one
// instance: each member is the use case of the module named beside it, bound to this database and
// clock. The use cases themselves live in accounts.ts, properties.ts, units.ts, posting.ts and
// transaction-queries.ts.
import { type Clock, systemClock } from "../clock";
import type { Db } from "../db/client";
import * as accounts from "./accounts";
import { type AccountingContext, today } from "./context";
import * as posting from "./posting";
import * as properties from "./properties";
import * as queries from "./transaction-queries";
import * as units from "./units";

/** `fn` with its context argument fixed. */
const on =
  <A extends unknown[], R>(ctx: AccountingContext, fn: (ctx: AccountingContext, ...args: A) => R) =>
  (...args: A): R =>
    fn(ctx, ...args);

export class AccountingService implements AccountingContext {
  constructor(
    readonly db: Db,
    readonly clock: Clock = systemClock,
  ) {}

  readonly today = on(this, today);

  readonly applyTemplate = on(this, accounts.applyTemplate);
  readonly listAccounts = on(this, accounts.listAccounts);
  readonly getAccount = on(this, accounts.getAccount);
  readonly createAccount = on(this, accounts.createAccount);
  readonly updateAccount = on(this, accounts.updateAccount);
  readonly setAccountActive = on(this, accounts.setAccountActive);
  readonly deleteAccount = on(this, accounts.deleteAccount);

  readonly listProperties = on(this, properties.listProperties);
  readonly allProperties = on(this, properties.allProperties);
  readonly getProperty = on(this, properties.getProperty);
  readonly createProperty = on(this, properties.createProperty);
  readonly updateProperty = on(this, properties.updateProperty);
  readonly deleteProperty = on(this, properties.deleteProperty);

  readonly listUnits = on(this, units.listUnits);
  readonly getUnit = on(this, units.getUnit);
  readonly createUnit = on(this, units.createUnit);
  readonly updateUnit = on(this, units.updateUnit);
  readonly deleteUnit = on(this, units.deleteUnit);
  readonly listTenants = on(this, units.listTenants);

  readonly createTransaction = on(this, posting.createTransaction);
  readonly updateTransaction = on(this, posting.updateTransaction);
  readonly deleteTransaction = on(this, posting.deleteTransaction);

  readonly getTransaction = on(this, queries.getTransaction);
  readonly listTransactions = on(this, queries.listTransactions);
  readonly allTransactions = on(this, queries.allTransactions);
  readonly transactionWhere = queries.transactionWhere;
}
