import { useQuery } from "@tanstack/react-query";
import type { CurrentUser, MessageDto } from "../../../shared/api";
import type {
  MfaProofBody,
  MfaRecoveryCodes,
  MfaSetup,
  MfaStatus,
  OrganizationSecurity,
} from "../../../shared/mfa";
import { api } from "../../lib/api";

export const MFA_STATUS_KEY = ["/api/auth/mfa"] as const;
export const ORG_SECURITY_KEY = ["/api/organization/security"] as const;

export const mfaApi = {
  status: (signal?: AbortSignal) => api.get<MfaStatus>("/api/auth/mfa", { signal }),
  setup: () => api.post<MfaSetup>("/api/auth/mfa/setup"),
  enable: (code: string) => api.post<MfaRecoveryCodes>("/api/auth/mfa/enable", { code }),
  regenerate: (proof: MfaProofBody) => api.post<MfaRecoveryCodes>("/api/auth/mfa/recovery-codes", proof),
  disable: (proof: MfaProofBody) => api.post<MessageDto>("/api/auth/mfa/disable", proof),
  verify: (code: string) => api.post<CurrentUser>("/api/auth/mfa/verify", { code }),
  organization: (signal?: AbortSignal) =>
    api.get<OrganizationSecurity>("/api/organization/security", { signal }),
  setOrganization: (body: OrganizationSecurity) =>
    api.patch<OrganizationSecurity>("/api/organization/security", body),
};

export function useMfaStatus() {
  return useQuery({ queryKey: MFA_STATUS_KEY, queryFn: ({ signal }) => mfaApi.status(signal) });
}
