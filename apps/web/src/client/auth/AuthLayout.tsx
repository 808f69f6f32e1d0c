import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@propledger/ui";
import { Building2 } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Links under the card's content (e.g. "Create an account"). */
  footer?: ReactNode;
}

/** The public auth pages: product mark, one card with the page's h1, and the links that lead on. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  useEffect(() => {
    document.title = `${title} · PropLedger`;
  }, [title]);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted px-4 py-16">
      <Link
        href="/landing"
        className="flex min-h-10 items-center gap-2 rounded-md px-1 text-lg font-semibold text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex size-9 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        PropLedger
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <CardFooter className="flex-col items-stretch gap-2 text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </main>
  );
}

/** An inline text link in the auth pages, with a 24 px minimum target. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </Link>
  );
}
