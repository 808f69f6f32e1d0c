import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@propledger/ui";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";
import { ProductMark } from "../components/ProductMark";

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
      <ProductMark className="text-foreground" />
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
