// The thesaurus's groups for letting a place and losing a tenant, by the words each state, lease and
// landlord uses: screening an applicant, a shop's common area true-up, the deposit given back, an
// eviction and the court's bills. Data, read into SYNONYM_GROUPS in their place (thesaurus-groups.ts).

/** Letting, deposits and evictions by their other names. */
export const TENANCY_GROUPS: readonly (readonly string[])[] = [
  [
    "tenant screening",
    "screening",
    "background check",
    "credit check",
    "applicant screening",
    "rental applicant",
    "applicant",
    "prospective tenant",
    "prospective renter",
  ],
  // A shop's yearly settling of its share of the common areas' costs, as each lease names it.
  [
    "cam reconciliation",
    "cam true up",
    "cam recon",
    "common area reconciliation",
    "common area true up",
    "common area maintenance reconciliation",
    // A triple-net lease settles its taxes, insurance and common areas the same way.
    "nnn recon",
    "nnn reconciliation",
    "nnn true up",
    "triple net reconciliation",
    "triple net recon",
    "triple net true up",
  ],
  ["nnn", "triple net", "net lease charges"],
  // The city's license to let a home, as the city or the owner names it.
  [
    "rental license",
    "rental registration",
    "rental permit",
    "rental certificate",
    "landlord license",
    "landlord registration",
  ],
  // What a shop pays toward the common areas, however the lease writes it: "CAM" is no camera.
  ["cam", "cam charges", "common area maintenance", "common area charges", "cam reimbursement"],
  ["deposit refund", "deposit return", "deposit returned"],
  // A lease written up by a lawyer is the lease drafted.
  [
    "lease drafting",
    "lease drafted",
    "drafting lease",
    "draft lease",
    "writing lease",
    "write lease",
    "lease writing",
  ],
  // What each state's courts call an eviction filing.
  [
    "eviction",
    "unlawful detainer",
    "rent and possession",
    "dispossessory",
    "forcible detainer",
    "forcible entry and detainer",
    "summary process",
    "writ of possession",
    "writ of restitution",
    "writ of execution",
    "kick out",
    "kicked out",
    "kicking out",
    // Whom a landlord evicts goes without saying: "evicting a tenant" is the eviction's rows, which
    // seldom say "tenant".
    "evict tenant",
    "evicting tenant",
    "evicted tenant",
    "tenant eviction",
    "kick out tenant",
    "kicked out tenant",
    "kicking out tenant",
    // Taken to court is the filing ("taking a tenant to court"), no street called Tenant Court.
    "tenant to court",
    "take tenant to court",
    "taking tenant to court",
    "took tenant to court",
    // A suit for the rent unpaid is the eviction's filing ("rent and possession").
    "lawsuit for unpaid rent",
    "suing for unpaid rent",
    "sued for unpaid rent",
    "nonpayment of rent",
  ],
  // The court's own bills beside an eviction or a claim, by whoever sent them.
  [
    "court costs",
    "court fees",
    "court filing",
    "court clerk",
    "circuit clerk",
    "clerk of court",
    "circuit court",
    "district court",
    "city court",
    "superior court",
  ],
];
