import { Button } from "@propledger/ui";
import { MapPinOff } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";

/** Any path that is not a route: say so, and offer the way back. */
export default function NotFoundPage() {
  const [location] = useLocation();
  useEffect(() => {
    document.title = "Page not found · PropLedger";
  }, []);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-background text-muted-foreground">
        <MapPinOff aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        There is no page at{" "}
        <code className="rounded bg-background px-1.5 py-0.5 text-foreground">{location}</code>. It may have
        moved, or the link may be mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/dashboard">Go to the dashboard</Link>
        </Button>
        <Button size="lg" variant="outline" onClick={() => window.history.back()}>
          Go back
        </Button>
      </div>
    </main>
  );
}
