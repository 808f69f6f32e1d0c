import { cn } from "@propledger/ui";
import { ChevronRight } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";

interface Crumb {
  label: string;
  href?: string;
}

export interface PageFrameProps {
  title: string;
  description?: ReactNode;
  /** Between Dashboard and the page itself (e.g. the navigation group). */
  breadcrumbs?: Crumb[];
  /** Buttons at the end of the header (primary action, view toggle, …). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Every signed-in page: breadcrumbs, one h1, the description and the page's actions, then its content. */
export function PageFrame({
  title,
  description,
  breadcrumbs = [],
  actions,
  children,
  className,
}: PageFrameProps) {
  useEffect(() => {
    document.title = `${title} · PropLedger`;
  }, [title]);
  const trail: Crumb[] =
    title === "Dashboard" ? [] : [{ label: "Dashboard", href: "/dashboard" }, ...breadcrumbs];
  return (
    <div className={cn("mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-6", className)}>
      <div className="flex flex-col gap-2">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {trail.map((crumb) => (
              <li key={`${crumb.label}-${crumb.href ?? ""}`} className="flex items-center gap-1">
                {crumb.href ? (
                  <Link
                    href={crumb.href}
                    className="inline-flex min-h-6 items-center rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {crumb.label}
                  </Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
                <ChevronRight aria-hidden="true" className="size-4" />
              </li>
            ))}
            <li aria-current="page" className="font-medium text-foreground">
              {title}
            </li>
          </ol>
        </nav>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <p className="text-muted-foreground">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      </div>
      {children}
    </div>
  );
}

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** The first thing a user would do here. */
  action?: ReactNode;
  className?: string;
}

/** The page's empty state: what belongs here and the first step to take. */
export function EmptyState({ icon, title, children, action, className }: EmptyStateProps) {
  return (
    <section
      aria-label={title}
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center",
        className,
      )}
    >
      {icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
          {icon}
        </span>
      ) : null}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="max-w-prose text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </section>
  );
}
