import { Button } from "@propledger/ui";
import { Link } from "wouter";
import { AuthLayout, TextLink } from "./AuthLayout";

/** /auth: where signed-out visitors choose between logging in and creating an account. */
export default function AuthLandingPage() {
  return (
    <AuthLayout
      title="Welcome to PropLedger"
      description="Accounting, properties and tenants for landlords and property managers."
      footer={
        <p>
          <TextLink href="/landing">What is PropLedger?</TextLink>
        </p>
      }
    >
      <div className="flex flex-col gap-3">
        <Button asChild size="lg">
          <Link href="/login">Log in</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/signup">Create an account</Link>
        </Button>
        <Button asChild variant="link">
          <Link href="/request-password-reset">Forgot your password?</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
