import { Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner, Switch } from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormMessage } from "../../components/FormField";
import { APP_MODE, errorText } from "../../lib/api";
import { mfaApi, ORG_SECURITY_KEY } from "./api";

/** Settings, for admins: require two-factor authentication of every member of the organization. */
export function OrganizationSecurityCard() {
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: ORG_SECURITY_KEY,
    queryFn: ({ signal }) => mfaApi.organization(signal),
  });
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) => mfaApi.setOrganization({ requireTwoFactor }),
    onSuccess: (next) => queryClient.setQueryData(ORG_SECURITY_KEY, next),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sign-in security</CardTitle>
        <CardDescription>
          Members without two-factor authentication are asked to set it up at their next request and can do
          nothing else until they have.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {save.isError ? (
          <FormMessage kind="error">{errorText(save.error, "Could not save the setting.")}</FormMessage>
        ) : null}
        {setting.isError ? (
          <FormMessage kind="error">{errorText(setting.error, "Could not load the setting.")}</FormMessage>
        ) : setting.data ? (
          <Switch
            label="Require two-factor authentication"
            checked={setting.data.requireTwoFactor}
            disabled={save.isPending || APP_MODE === "demo"}
            onCheckedChange={(checked: boolean) => save.mutate(checked)}
          />
        ) : (
          <Spinner label="Loading the setting..." />
        )}
      </CardContent>
    </Card>
  );
}
