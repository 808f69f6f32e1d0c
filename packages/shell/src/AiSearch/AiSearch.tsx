import { Button, Card, cn, Spinner, toast } from "@propledger/ui";
import { Search, X } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { isApiError } from "../http/apiError";
import { IconLabel, labelledIconClasses } from "../lib/IconLabel";
import { lazyWithPreload } from "../lib/lazy";
import type { AiSearchResponse, SearchAdapter } from "../ports";

// The results card and the small-screen dialog load when the box (or the icon) is hovered or focused.
const AiSearchResults = lazyWithPreload(() => import("./AiSearchResults").then((m) => m.AiSearchResults));
const AiSearchDialog = lazyWithPreload(() => import("./AiSearchDialog").then((m) => m.AiSearchDialog));
const preloadResults = () => void AiSearchResults.preload();
const preloadDialog = () => {
  void AiSearchDialog.preload();
  preloadResults();
};

export const AI_SEARCH_PLACEHOLDER = "Search with AI... (Ctrl+K)";
export const SEARCH_ERROR_FALLBACK = "Failed to perform search. Please try again.";

/**
 * The 'Search Error' toast's text: the server's message, else the fallback. A status text or a
 * browser network error ("Failed to fetch") is not a server message.
 */
export function searchErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const body = error.body as { message?: unknown } | null;
    return typeof body?.message === "string" && body.message ? body.message : SEARCH_ERROR_FALLBACK;
  }
  if (error instanceof TypeError) return SEARCH_ERROR_FALLBACK;
  return error instanceof Error && error.message ? error.message : SEARCH_ERROR_FALLBACK;
}

/** What the shell's shortcuts do to the search: Ctrl/Cmd+K focuses it, Escape closes the results. */
export interface AiSearchHandle {
  focus(): void;
  close(): void;
}

export interface AiSearchProps {
  adapter: SearchAdapter;
  ref?: Ref<AiSearchHandle>;
  /** Small screens: a search icon that opens the 'AI-Powered Search' dialog. */
  compact?: boolean;
  placeholder?: string;
  /** Initial text in the box (stories). */
  defaultQuery?: string;
  className?: string;
}

type Status = "idle" | "pending" | "done";

/** The query, the answer and the request in flight; `run` sends one search at a time. */
function useSearchRequest(adapter: SearchAdapter, defaultQuery: string) {
  const [query, setQuery] = useState(defaultQuery);
  const [status, setStatus] = useState<Status>("idle");
  const [results, setResults] = useState<AiSearchResponse | null>(null);
  const [open, setOpen] = useState(false);
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = status === "pending";
  const refocus = useRef(false);

  // The input was disabled while the search ran; once it is enabled again, give the keyboard back to it.
  useEffect(() => {
    if (!pending && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [pending]);

  useEffect(() => () => controller.current?.abort(), []);

  async function run(raw: string) {
    const trimmed = raw.trim();
    if (!trimmed || inFlight.current) return; // an empty query, or one while another is in flight, is never sent
    inFlight.current = true;
    const abort = new AbortController();
    controller.current = abort;
    setStatus("pending");
    setOpen(true);
    try {
      const answer = await adapter.search(trimmed, abort.signal);
      if (abort.signal.aborted) return;
      setResults(answer);
      setStatus("done");
    } catch (error) {
      if (abort.signal.aborted) return;
      setStatus(results ? "done" : "idle");
      setOpen(false);
      toast({ title: "Search Error", description: searchErrorMessage(error), variant: "destructive" });
    } finally {
      if (controller.current === abort) {
        inFlight.current = false;
        controller.current = null;
      }
      refocus.current = true;
    }
  }

  const clear = () => {
    controller.current?.abort();
    inFlight.current = false;
    controller.current = null;
    setQuery("");
    setResults(null);
    setStatus("idle");
    setOpen(false);
    inputRef.current?.focus();
  };

  return { query, setQuery, results, pending, open, setOpen, inputRef, run, clear };
}

/** A click outside closes the results (they are kept until cleared). */
function useCloseOnOutside(
  active: boolean,
  containerRef: RefObject<HTMLDivElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    // Escape closes them too, wherever focus is (the box was disabled while the search ran).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [active, containerRef, close]);
}

function SearchPendingCard({ id }: { id: string }) {
  return (
    <Card id={id} className="items-center gap-1 py-6 text-center shadow-lg" data-testid="ai-search-pending">
      <Spinner size="md" label="Searching with AI..." showLabel className="font-medium text-foreground" />
      <p className="text-sm text-muted-foreground">Analyzing your query and internal data</p>
    </Card>
  );
}

interface SearchFormProps {
  search: ReturnType<typeof useSearchRequest>;
  compact: boolean;
  showPanel: boolean;
  panelId: string;
  placeholder: string;
}

/** The search box with its clear button. */
function SearchForm({ search, compact, showPanel, panelId, placeholder }: SearchFormProps) {
  const { query, setQuery, results, pending, setOpen, inputRef, run, clear } = search;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(query);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some screen readers; role="search" is equivalent
    <form
      role="search"
      aria-label="AI search"
      onSubmit={onSubmit}
      onPointerEnter={preloadResults}
      onFocus={preloadResults}
      className="relative w-full"
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Search with AI"
        aria-haspopup="dialog"
        aria-expanded={compact ? pending || results !== null : showPanel}
        aria-controls={showPanel ? panelId : undefined}
        aria-autocomplete="none"
        autoComplete="off"
        value={query}
        disabled={pending}
        placeholder={placeholder}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => {
          if (results) setOpen(true);
        }}
        onClick={() => {
          if (results) setOpen(true);
        }}
        className={cn(
          "h-10 w-full rounded-md border border-input bg-background ps-9 pe-10 text-sm text-foreground shadow-xs outline-none [.screen-reader_&]:pe-20",
          "placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60",
        )}
      />
      {query || results ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Clear search"
          onClick={clear}
          className={cn("absolute end-1 top-1/2 size-8 -translate-y-1/2", labelledIconClasses.inline)}
        >
          <X aria-hidden="true" className="size-4" />
          <IconLabel placement="inline">Clear</IconLabel>
        </Button>
      ) : null}
    </form>
  );
}

interface CompactSearchProps {
  dialogOpen: boolean;
  setDialogOpen(open: boolean): void;
  className?: string;
  children: ReactNode;
}

/** Small screens: the search icon and the 'AI-Powered Search' dialog holding the box and its card. */
function CompactSearch({ dialogOpen, setDialogOpen, className, children }: CompactSearchProps) {
  const iconRef = useRef<HTMLButtonElement>(null);
  // The dialog stays mounted once opened, so closing animates.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialogOpen && !dialogUsed) setDialogUsed(true);
  return (
    <>
      <Button
        ref={iconRef}
        variant="ghost"
        size="icon"
        aria-label="Search with AI"
        aria-haspopup="dialog"
        aria-expanded={dialogOpen}
        data-state={dialogOpen ? "open" : "closed"}
        className={cn("size-10", className)}
        onClick={() => setDialogOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        <Search aria-hidden="true" className="size-5" />
      </Button>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <AiSearchDialog open={dialogOpen} onOpenChange={setDialogOpen} trigger={iconRef}>
            {children}
          </AiSearchDialog>
        </Suspense>
      ) : null}
    </>
  );
}

/** The handle for the shell's shortcuts: focus opens the dialog on small screens, the box otherwise. */
function useSearchHandle(
  ref: Ref<AiSearchHandle> | undefined,
  compact: boolean,
  inputRef: RefObject<HTMLInputElement | null>,
  setOpen: (open: boolean) => void,
  setDialogOpen: (open: boolean) => void,
) {
  useImperativeHandle(
    ref,
    () => ({
      focus() {
        if (compact) setDialogOpen(true);
        else {
          inputRef.current?.focus();
          inputRef.current?.select();
        }
      },
      close() {
        setOpen(false);
      },
    }),
    [compact, inputRef, setOpen, setDialogOpen],
  );
}

/** The AI search box and its results card. */
export function AiSearch({
  adapter,
  ref,
  compact = false,
  placeholder = AI_SEARCH_PLACEHOLDER,
  defaultQuery = "",
  className,
}: AiSearchProps) {
  const search = useSearchRequest(adapter, defaultQuery);
  const { results, pending, open, setOpen, inputRef, run } = search;
  const [dialogOpen, setDialogOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useSearchHandle(ref, compact, inputRef, setOpen, setDialogOpen);

  const close = useCallback(() => setOpen(false), [setOpen]);
  useCloseOnOutside(open && !compact, containerRef, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open && !compact) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const suggestion = (text: string) => {
    search.setQuery(text);
    void run(text);
  };

  const showPanel = open && (pending || results !== null);
  const panel = pending ? (
    <SearchPendingCard id={panelId} />
  ) : results ? (
    <Suspense fallback={<SearchPendingCard id={panelId} />}>
      <AiSearchResults id={panelId} results={results} onSuggestion={suggestion} />
    </Suspense>
  ) : null;
  const form = (
    <SearchForm
      search={search}
      compact={compact}
      showPanel={showPanel}
      panelId={panelId}
      placeholder={placeholder}
    />
  );

  if (compact) {
    return (
      <CompactSearch dialogOpen={dialogOpen} setDialogOpen={setDialogOpen} className={className}>
        {form}
        {pending || results ? panel : null}
      </CompactSearch>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the box or its card closes the card
    <div
      ref={containerRef}
      onKeyDown={onKeyDown}
      className={cn("relative w-full min-w-[300px] md:min-w-[400px]", className)}
    >
      {form}
      {showPanel ? (
        <div className="absolute start-0 top-full z-50 mt-2 w-[min(40rem,calc(100vw-2rem))]">{panel}</div>
      ) : null}
    </div>
  );
}
