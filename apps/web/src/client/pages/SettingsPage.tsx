import { AccessibilitySettings } from "@propledger/shell";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@propledger/ui";
import { Link } from "wouter";
import { OrganizationSecurityCard } from "../auth/mfa/OrganizationSecurityCard";
import { PageFrame } from "../components/PageFrame";
import { useCurrentUser } from "../lib/session";
import { pageInfo } from "./pageInfo";

/** /settings (and /system-settings): display and accessibility settings, and where account settings live. */
export default function SettingsPage({ path }: { path: string }) {
  const info = pageInfo(path);
  const { isAdmin } = useCurrentUser();
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={info.group ? [{ label: info.group }] : []}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,36rem)_1fr]">
        <AccessibilitySettings />
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Your account</CardTitle>
              <CardDescription>Name, email, profile picture and password.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link href="/profile">Edit profile</Link>
              </Button>
            </CardContent>
          </Card>
          {isAdmin ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Your organisation</CardTitle>
                <CardDescription>Members, roles and invitations.</CardDescription>
              </CardHeader>
              <CardContent>
                <Button asChild variant="outline">
                  <Link href="/shield/users-permissions">Manage users and permissions</Link>
                </Button>
              </CardContent>
            </Card>
          ) : null}
          {isAdmin ? <OrganizationSecurityCard /> : null}
        </div>
      </div>
    </PageFrame>
  );
}
