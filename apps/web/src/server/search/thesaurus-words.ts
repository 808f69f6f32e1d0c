// Words around what a query asks for, which no row need say: filler, who paid, what a payer's money is
// called, and who did a job. Re-exported by thesaurus.ts, which reads them.

/**
 * Words that say nothing about what to find ("jobs", "work", "came"): never required to match, so a
 * query is not turned into "nothing matches" by them.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    "job jobs work works worked working came come comes coming went go goes got getting made make making happened " +
    "doing done spent recorded entered logged listed stuff things thing ones one number count many much " +
    "located sitting time times someone somebody anyone anybody everyone everybody hire hired hiring " +
    // "getting rid of mice": the thing is what the rows say, whatever was done about it; so is a
    // "mouse problem" or a "plumbing issue".
    "rid problem problems issue issues trouble " +
    // What "keeps" happening ("breaker keeps tripping") is what the rows say happened; what a tenant
    // was "using" ("using the stove for heat") is the thing itself.
    "keeps keeping using " +
    // How much ("too high", "very loud") says nothing a row says.
    "too very really"
  ).split(" "),
);

/**
 * What a payer's money is called, said after the payer ("Vrbo payouts", "HAP payments", a shop's
 * "lease payments"): the payer names the rows, whatever its feed calls them ("VRBO DEP", "RENT SUITE
 * 1"). Alone or at a place, the word is the question ("vacation rental payouts").
 */
export const PAID_AS_WORDS: ReadonlySet<string> = new Set([
  "payout",
  "payouts",
  // What a reservation platform pays out for ("Airbnb bookings").
  "booking",
  "bookings",
  "reservation",
  "reservations",
  "stays",
  "deposit",
  "deposits",
  "lease",
]);

/**
 * Who pays the rent, said beside what was paid ("rent from tenants", "late fees tenants paid"): every
 * tenant's payment is theirs, so the rows rarely say the word, and it names no row by itself.
 */
export const PAYER_WORDS: ReadonlySet<string> = new Set(
  "tenant tenants tenant's tenants' renter renters resident residents lessee lessees".split(" "),
);

/**
 * Who did a job, the paper it came on or the trade's coming, said after the job ("heating and AC
 * contractor", "the pest control company", "lawn mowing service", "roof repair invoice", "plumber
 * visits"), or what a tenant is, said after its trade ("rent from the bagel shop"): the job or trade
 * names the rows; the rows rarely say the word, so it only ranks the rows that do first.
 */
const WRAPPING_WORDS = new Set(
  "service services svc invoice invoices visit visits call calls shop shops store stores business businesses".split(
    " ",
  ),
);
/** The wrapper words that ask who did the job ("the HVAC company"): the payee whose name says it first. */
export const DOER_WORDS: ReadonlySet<string> = new Set(
  (
    "contractor contractors company companies guy guys man men crew crews folks person people provider " +
    "providers outfit firm vendor vendors"
  ).split(" "),
);
export const JOB_WRAPPER_WORDS: ReadonlySet<string> = new Set([...DOER_WORDS, ...WRAPPING_WORDS]);
