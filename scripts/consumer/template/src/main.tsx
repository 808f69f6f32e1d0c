import { AppShell, type NavigationConfig, type Notification, type RouterAdapter } from "@propledger/shell";
import { Button, toast } from "@propledger/ui";
import "@propledger/ui/styles.css";
import { Home, Inbox } from "lucide-react";
import { StrictMode, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";

// A foreign app: its own router, its own data, its own navigation — nothing from PropLedger's server.
let path = "/home";
const listeners = new Set<() => void>();
const router: RouterAdapter = {
  usePathname: () =>
    useSyncExternalStore(
      (cb) => {
        listeners.add(cb);
        return () => listeners.delete(cb);
      },
      () => path,
    ),
  navigate(to) {
    path = to;
    for (const cb of listeners) cb();
  },
  assign(url) {
    router.navigate(url);
  },
};

let inbox: Notification[] = [
  {
    id: 1,
    title: "Stock low",
    message: "Only 3 crates left",
    type: "warning",
    isRead: false,
    createdAt: "2026-01-02T10:00:00Z",
  },
  {
    id: 2,
    title: "Order shipped",
    message: "Order 42 left the warehouse",
    type: "success",
    isRead: false,
    createdAt: "2026-01-02T09:00:00Z",
  },
];

const navigation: NavigationConfig = {
  top: [{ title: "Home", href: "/home", icon: Home, description: "Start here" }],
  groups: [
    {
      id: "warehouse",
      title: "Warehouse",
      icon: Inbox,
      items: [{ title: "Orders", href: "/orders", icon: Inbox, description: "Open orders" }],
    },
  ],
  bottom: [],
};

function App() {
  return (
    <AppShell
      productName="Crates Inc."
      navigation={navigation}
      externalAvatarUrl={null}
      adapters={{
        router,
        auth: {
          getCurrentUser: async () => ({
            firstName: "Ada",
            lastName: "Lovelace",
            email: "ada@example.com",
            role: "admin",
          }),
          logout: () => undefined,
        },
        notifications: {
          list: async () => inbox,
          markRead: async (id) => {
            inbox = inbox.map((n) => (n.id === id ? { ...n, isRead: true } : n));
          },
          markAllRead: async () => {
            inbox = inbox.map((n) => ({ ...n, isRead: true }));
          },
          remove: async (id) => {
            inbox = inbox.filter((n) => n.id !== id);
          },
        },
        search: {
          search: async (query) => ({
            query,
            response: `Found 1 order for "${query}".`,
            results: [
              { title: "Order 42", type: "internal", confidence: 0.87, content: "Shipped", source: "orders" },
            ],
            internalData: {
              transactions: [{ description: "Order 42", type: "income", amount: -120.5 }],
              properties: [],
            },
            suggestions: ["open orders"],
          }),
        },
      }}
    >
      <h1 className="text-2xl font-semibold">Consumer home</h1>
      <Button onClick={() => toast({ title: "Saved", description: "The consumer's toast works." })}>
        Save
      </Button>
    </AppShell>
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
