import type { AiSearchResponse, Notification } from "../ports";

/** The fixed clock of every story and test: relative times never change. */
export const FIXED_NOW = new Date("2026-03-12T15:00:00.000Z");
export const fixedNow = () => FIXED_NOW;

const hoursAgo = (hours: number) => new Date(FIXED_NOW.getTime() - hours * 3_600_000).toISOString();

const SAMPLES: Omit<Notification, "id" | "createdAt" | "isRead">[] = [
  {
    title: "Rent received",
    message: "Unit 2B at Oak Street paid $1,850.00.",
    type: "success",
    actionUrl: "/rent-payments",
    actionText: "View payment",
  },
  {
    title: "Maintenance request",
    message: "Leaking kitchen faucet reported at 14 Elm Avenue.",
    type: "warning",
    actionUrl: "/maintenance",
  },
  { title: "Lease expiring", message: "The lease for Maple Court #4 ends in 30 days.", type: "info" },
  {
    title: "Bank sync failed",
    message: "We could not refresh First National checking.",
    type: "error",
    actionUrl: "/bank-connections",
    actionText: "Reconnect",
  },
  { title: "New tenant application", message: "Jordan Lee applied for 9 Pine Road.", type: "application" },
  { title: "Invoice paid", message: "Vendor invoice #1042 was paid.", type: "success" },
];

/** `count` notifications, newest first, the first `unread` of them unread; deterministic. */
export function makeNotifications(count: number, unread = count): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const sample = SAMPLES[index % SAMPLES.length]!;
    return {
      ...sample,
      id: index + 1,
      title:
        index < SAMPLES.length ? sample.title : `${sample.title} (${Math.floor(index / SAMPLES.length) + 1})`,
      isRead: index >= unread,
      createdAt: hoursAgo(index * 2 + 0.5),
    };
  });
}

export const searchResponse = (query = "repairs at Oak Street"): AiSearchResponse => ({
  query,
  response:
    "You spent $4,210.55 on repairs at Oak Street in February 2026 across 7 transactions; the largest was $1,200.00 to Ace Plumbing.",
  results: [
    {
      title: "Repairs — Oak Street",
      type: "internal",
      confidence: 0.924,
      content: "7 repair transactions between Feb 1 and Feb 28, 2026.",
      source: "Transactions",
    },
    {
      title: "How to categorise repairs",
      type: "general",
      confidence: 0.615,
      content: "Repairs map to Schedule E line 14.",
      source: "Help Center",
    },
    {
      title: "Open the General Ledger",
      type: "suggestion",
      confidence: 0.4,
      content: "See every repair posting.",
    },
  ],
  internalData: {
    transactions: [
      { id: 1, description: "Ace Plumbing — leak", type: "expense", amount: -1200 },
      { id: 2, description: "Roof patch", type: "expense", amount: -980.5 },
      { id: 3, description: "Handyman", type: "expense", amount: "-640.05" },
      { id: 4, description: "Paint supplies", type: "expense", amount: -410 },
      { id: 5, description: "Door lock", type: "expense", amount: -180 },
    ],
    properties: [
      { id: 1, name: "Oak Street Duplex", address: "12 Oak Street, Springfield" },
      { id: 2, name: "Oak Street Fourplex", address: "40 Oak Street, Springfield" },
      { id: 3, name: "Oak Terrace", address: "3 Oak Terrace, Springfield" },
      { id: 4, name: "Oakridge Condo", address: "88 Ridge Road, Springfield" },
    ],
  },
  suggestions: ["repairs at Oak Street last year", "plumbing expenses", "maintenance requests at Oak Street"],
});
