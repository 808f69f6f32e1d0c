// The spending and income categories the search understands, with their synonyms and neighbours,
// each resolved against the organization's chart of accounts by name pattern.

/** A spending / income category, resolved against the organization's chart of accounts. */
import { SCHEDULE_E_EXPENSES } from "./categories-expenses";

export interface CategoryDef {
  key: string;
  /** How the answer names it ("on repairs"). */
  label: string;
  /** Template account codes (chart-template.ts) … */
  codes: readonly string[];
  /** … or account names matching this (the organization may have renamed or added accounts). */
  namePattern: RegExp;
  /** Phrases (lower case, single spaces) that mean this category. Longest match wins. */
  phrases: readonly string[];
  /** Neighbouring categories, offered as next searches. */
  neighbours: readonly string[];
  /**
   * Words of the rows of another kind than its phrases name ("lodging" tax): named by a phrase, the
   * category is every row but those, whether or not the row says the phrase ("2024 pay 2025 fall
   * installment" is a property tax).
   */
  otherKinds?: readonly string[];
}

export const CATEGORIES: readonly CategoryDef[] = [
  {
    key: "rent",
    label: "rent",
    codes: ["4000"],
    namePattern: /^rent(al)? income$|^rents?$/i,
    phrases: [
      "rent",
      "rents",
      "rental income",
      "rent income",
      "rent received",
      "rent payments",
      "rent collected",
      "rent checks",
      "monthly rent",
      "rental revenue",
      "lease income",
      "tenant payments",
      "rent payment",
      "rental",
      "rent roll",
    ],
    neighbours: ["late_fees", "pet_fees"],
  },
  {
    key: "late_fees",
    label: "late fees",
    codes: ["4100"],
    namePattern: /\blate fees?\b/i,
    phrases: [
      "late fee",
      "late fees",
      "late charge",
      "late charges",
      "late payment fee",
      "late rent fee",
      "penalty",
      "penalties",
      "late penalty",
      "overdue fee",
      "overdue fees",
      "late rent charge",
      "late rent charges",
      "paid late",
      "past due",
      "after the due date",
      "after due date",
    ],
    neighbours: ["rent", "pet_fees"],
  },
  {
    key: "pet_fees",
    label: "pet fees",
    codes: ["4200"],
    namePattern: /\bpet fees?\b/i,
    phrases: ["pet fee", "pet fees", "pet rent", "pet", "pet charge", "animal fee"],
    neighbours: ["rent", "late_fees"],
  },
  {
    key: "other_income",
    label: "other income",
    codes: ["4900"],
    namePattern: /\bother income\b/i,
    phrases: ["other income", "misc income", "miscellaneous income"],
    neighbours: ["rent"],
  },
  ...SCHEDULE_E_EXPENSES,
  {
    key: "security_deposits",
    label: "security deposits",
    codes: ["2100", "1050"],
    namePattern: /\bsecurity deposits?\b/i,
    phrases: ["security deposit", "security deposits", "deposit", "deposits", "damage deposit"],
    neighbours: ["rent"],
  },
  {
    key: "credit_card",
    label: "credit card payments",
    codes: ["2000"],
    namePattern: /\bcredit card\b/i,
    phrases: [
      "credit card",
      "credit cards",
      "card payment",
      "card payments",
      "credit card payment",
      "credit card payments",
    ],
    neighbours: ["supplies", "repairs"],
  },
  {
    key: "owner_contributions",
    label: "owner contributions",
    codes: ["3000"],
    namePattern: /\bowner contributions?\b/i,
    phrases: [
      "owner contribution",
      "owner contributions",
      "capital contribution",
      "contribution",
      "contributions",
      "contribute",
      "contributed",
      // What an owner calls a contribution.
      "money i put in",
      "money i put into",
      "cash i put in",
      "money i invested",
      "invested",
      "invest",
      "capital injection",
    ],
    neighbours: ["owner_draws"],
  },
  {
    key: "owner_draws",
    label: "owner draws",
    codes: ["3100"],
    namePattern: /\bowner draws?\b/i,
    phrases: [
      "owner draw",
      "owner draws",
      "owners draw",
      "draw",
      "draws",
      "distribution",
      "distributions",
      // What an owner calls a draw.
      "paid myself",
      "pay myself",
      "took out for myself",
      "money for myself",
    ],
    neighbours: ["owner_contributions"],
  },
];

export const CATEGORY_BY_KEY = new Map(CATEGORIES.map((c) => [c.key, c]));
