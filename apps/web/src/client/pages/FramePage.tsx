import { Button, Card, CardDescription, CardHeader, CardTitle } from "@propledger/ui";
import { Compass } from "lucide-react";
import { Link } from "wouter";
import { NotAllowed } from "../components/NotAllowed";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { findNavGroup } from "../lib/navigation";
import { useCurrentUser } from "../lib/session";
import { pageInfo } from "./pageInfo";

/**
 * A protected route whose feature is not built yet: the page frame from the navigation config and the
 * empty state pointing at the first real step. Admin-only pages show "not allowed" to everyone else.
 */
export default function FramePage({ path }: { path: string }) {
  const info = pageInfo(path);
  const { isAdmin } = useCurrentUser();
  const hub = info.hub ? findNavGroup(info.hub) : undefined;
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={info.group ? [{ label: info.group }] : []}
    >
      {info.adminOnly && !isAdmin ? (
        <NotAllowed />
      ) : hub ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${hub.title} pages`}>
          {hub.items.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Card className="h-full transition-colors hover:bg-accent">
                    <CardHeader>
                      <CardTitle as="h2" className="flex items-center gap-2 text-base">
                        <Icon aria-hidden="true" className="size-5 text-primary" />
                        {item.title}
                      </CardTitle>
                      <CardDescription>{item.description}</CardDescription>
                    </CardHeader>
                  </Card>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : info.empty ? (
        <EmptyState
          icon={<Compass aria-hidden="true" />}
          title={info.empty.title}
          action={
            <>
              <Button asChild>
                <Link href={info.empty.action.href}>{info.empty.action.label}</Link>
              </Button>
              {info.empty.secondary ? (
                <Button asChild variant="outline">
                  <Link href={info.empty.secondary.href}>{info.empty.secondary.label}</Link>
                </Button>
              ) : null}
            </>
          }
        >
          <p>{info.empty.text}</p>
        </EmptyState>
      ) : null}
    </PageFrame>
  );
}
