/**
 * The shell's ports: everything it needs from its host, and nothing more.
 *
 * The shell never imports a router, `fetch`, `localStorage` or a query client singleton. A host (apps/web,
 * Storybook with MSW, a foreign app with in-memory data) passes these adapters to `AppShell`, so the same
 * components run unchanged everywhere. Each member below says why it exists and why it is shaped so.
 */
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from "react";

/**
 * The signed-in user as the shell reads it.
 *
 * Every field is optional because the server, the demo user and foreign hosts fill different subsets; the
 * display rules in `user/` (display name, avatar, role) each have a fallback for a missing field.
 */
export interface ShellUser {
  /** Stable id, when the host has one. Not read by the shell's rules; kept for hosts' own use. */
  id?: string | number;
  /** The role the navigation keys on. Read first; `primaryRole` is the fallback. */
  role?: string | null;
  /** Fallback role, e.g. the demo user's `admin`. */
  primaryRole?: string | null;
  /** With `lastName`, forms the display name "First Last" and the initials. */
  firstName?: string | null;
  /** With `firstName`, forms the display name and the initials. */
  lastName?: string | null;
  /** Fallback display name (the part before "@") and the external avatar's seed. */
  email?: string | null;
  /** Shown as the avatar when present; it wins over every fallback. */
  profileImageUrl?: string | null;
}

/** The fixed demo administrator, used in `mode="demo"` instead of asking the server. */
export interface DemoUser extends ShellUser {
  id: string;
  email: string;
  name: string;
  primaryRole: string;
  primaryRoleId: number;
  emailVerified: boolean;
  avatar: string;
  phoneNumber: string;
  address: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Who is signed in, and how to end the session.
 *
 * Shaped like refine's `AuthProvider.check`/`logout`: the shell asks, the host decides how.
 */
export interface AuthAdapter {
  /**
   * Resolves the signed-in user, or `null` when nobody is signed in (HTTP 401 is *not* an error here: the
   * auth gate redirects to /login instead of retrying). Rejects only for real failures (network, 500), which
   * the gate also treats as "not authenticated" (authenticated = user present and no error).
   * `signal` lets the query layer cancel a stale request.
   */
  getCurrentUser(signal?: AbortSignal): Promise<ShellUser | null>;
  /**
   * Ends the session on the server. The shell then does a full page load to /login (Log out
   * really ends the session), so anything cached in memory is dropped with the page.
   */
  logout(): Promise<void> | void;
  /**
   * Optional URL the sidebar's "Sign Out" navigates the whole browser to (`/api/logout`, which ends
   * the session and redirects to /login). Without it, Sign Out behaves like the user menu's Log out.
   */
  logoutUrl?: string;
}

/** Spec §3 notification type; anything other than these three is shown as "info". */
export type NotificationType = "error" | "warning" | "success" | "info" | (string & {});

/** One inbox item. */
export interface Notification {
  id: string | number;
  title: string;
  message: string;
  /** error, warning, success; anything else is treated as info. */
  type: NotificationType;
  isRead: boolean;
  /** ISO string or Date; shown relative to the shell's injectable `now`. */
  createdAt: string | Date;
  /** Optional link followed when the item is clicked (the panel then closes). */
  actionUrl?: string | null;
  /** Optional label of that link; default 'View'. */
  actionText?: string | null;
}

/**
 * The user's notification inbox — not a toast sink.
 *
 * The shell polls `list` and reloads it after every change, so the mutations may resolve with nothing: the
 * list is the single source of truth and the server's answer bodies are not shown by the spec (§7).
 */
export interface NotificationsAdapter {
  /** Newest first. Hosts return `[]` for anything that is not an array. */
  list(signal?: AbortSignal): Promise<Notification[]>;
  /** Marks one item read; called when an unread item is clicked. */
  markRead(id: Notification["id"]): Promise<void>;
  /** Marks every item read ("Mark all read"). */
  markAllRead(): Promise<void>;
  /** Deletes one item. */
  remove(id: Notification["id"]): Promise<void>;
  /** Optional: fills an empty inbox with samples ('Create Sample Notifications'); hidden when absent. */
  createSamples?(): Promise<void>;
  /** Poll interval in ms; default 30 000. A host can lower it in a demo or raise it to save load. */
  pollIntervalMs?: number;
}

/** One item of the AI search's 'Related Information' list. */
export interface AiSearchResult {
  title: string;
  type: "internal" | "general" | "suggestion" | (string & {});
  /** 0–1 or 0–100; shown rounded as 'N% match'. */
  confidence: number;
  content: string;
  source?: string;
}

export interface AiSearchTransaction {
  id?: string | number;
  description: string;
  type?: string;
  /** Shown as an absolute value with 2 decimals and a $ sign. */
  amount: number | string;
}

export interface AiSearchProperty {
  id?: string | number;
  name: string;
  address?: string;
}

/** Spec §3 "AI search response". */
export interface AiSearchResponse {
  query: string;
  response: string;
  results: AiSearchResult[];
  internalData?: { transactions?: AiSearchTransaction[]; properties?: AiSearchProperty[] };
  suggestions?: string[];
}

/** Runs one AI search. The shell sends the query trimmed and never while another is in flight. */
export interface SearchAdapter {
  /** Rejects with an Error whose message is shown in the 'Search Error' toast (else a fallback text). */
  search(query: string, signal?: AbortSignal): Promise<AiSearchResponse>;
}

/** Props the shell passes to the host's link component. */
export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children?: ReactNode;
}

/**
 * The host's router, reduced to what the shell uses. The shell itself never imports a router, so apps/web
 * can use wouter, a foreign app react-router, and Storybook an in-memory one (`createMemoryRouter`).
 */
export interface RouterAdapter {
  /** A hook returning the current path; the shell highlights it and closes the mobile drawer when it changes. */
  usePathname(): string;
  /** A hook returning the current query string with its "?" (or ""); the auth gate keeps it in `next`. */
  useSearch?(): string;
  /** Client-side navigation (auth redirect with `replace`, notification links, menu items). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Renders an internal link; defaults to an `<a>` that calls `navigate` on a plain click. */
  Link?: ComponentType<ShellLinkProps>;
  /**
   * A full page load (Log out → /login, Sign Out → /api/logout): the session's in-memory state must go.
   * Default: `window.location.assign`.
   */
  assign?(url: string): void;
}

/**
 * Small persisted key-value store for theme, accessibility settings, sidebar state, open group and the
 * per-page view preference. Synchronous so the stored state is known at first render (no flash);
 * `subscribe` keeps several readers of one key (and other tabs, for localStorage) in sync.
 */
export interface PreferencesStore {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T): void;
  remove(key: string): void;
  /** Called after the key changes (set/remove, or another tab). Returns the unsubscribe function. */
  subscribe(key: string, callback: () => void): () => void;
}

/** Everything `AppShell` needs from its host. */
export interface ShellAdapters {
  auth: AuthAdapter;
  notifications: NotificationsAdapter;
  search: SearchAdapter;
  router: RouterAdapter;
  /** Default: `createLocalStoragePreferences()`. */
  preferences?: PreferencesStore;
}
